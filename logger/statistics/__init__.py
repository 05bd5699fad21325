"""Whole-batch statistics of a training step, computed on the training thread in bounded memory:
exploration (entropy, choice, groups), training-inference mismatch, the forking threshold."""
