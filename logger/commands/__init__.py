"""What runs apart from training: the ``tb-verl`` command (:mod:`.cli`: demo, import, recover,
export, attribute) and token attribution from a checkpoint (:mod:`.attribution`)."""
