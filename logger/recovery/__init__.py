"""A run directory held by one logger, and what a killed session left there: its traces without
an index are indexed again."""
