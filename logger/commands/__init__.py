"""What runs apart from a user's training: the ``tb-verl`` command (:mod:`.cli`: demo, import,
recover, export, attribute), token attribution from a checkpoint (:mod:`.attribution`) and the
demo's training program (:mod:`.demo`, with verl's algorithms; ``examples/demo.py`` runs it)."""
