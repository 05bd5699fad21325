"""The chat markers both tasks' tokenizers and templates share (Qwen's ChatML: verl's Qwen
continuous-token builder expects them, and ``"\\n"`` as one token)."""

IM_START, IM_END, PAD = "<|im_start|>", "<|im_end|>", "<|endoftext|>"
