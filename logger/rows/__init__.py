"""The rows of a traced step, on the training thread and then the writer's: checked
(:mod:`.batch_data`), chosen (:mod:`.choice` by :mod:`.selection`'s policy), summarized for the index
(:mod:`.row_statistics`, :mod:`.summaries`, :mod:`.deferred_index`), gathered and made records
(:mod:`.gathering`, the tokens' text by :mod:`.token_bytes`)."""
