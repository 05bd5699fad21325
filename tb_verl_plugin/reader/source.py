"""Where the plugin reads: TensorBoard's data provider (never its multiplexer), the logdir holding
the trace stores, and the request's context. Every data-provider call goes through :class:`Source`,
so the same code serves the Rust data server (``--load_fast=true``) and the Python loader
(``--load_fast=false``), and every caller gets the run's series or None the same way."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tensorboard.data import provider

from tb_verl_plugin.format import metadata

ALL_POINTS = 1 << 30
"""``downsample`` value that means "every retained datum" (the index is kept for every step)."""


class Source:
    """The data provider, the logdir (for trace stores), the request context, and the index cache
    the plugin keeps between requests (``tb_verl_plugin.reader.index.IndexCache``, which
    ``index.run_index`` reads: the source only carries it)."""

    def __init__(
        self, data_provider: provider.DataProvider, logdir: str | None, ctx: Any, experiment_id: str, cache: object
    ) -> None:
        self.provider = data_provider
        self.logdir = logdir
        self.ctx = ctx
        self.experiment_id = experiment_id
        self.cache = cache

    def tags(self, plugin: str) -> dict[str, dict[str, Any]]:
        """``{run: {tag: time series metadata}}`` of one plugin's tensors (scalars for the
        scalars plugin), over all runs."""
        listing: dict[str, dict[str, Any]]
        if plugin == metadata.SCALARS_PLUGIN_NAME:
            listing = self.provider.list_scalars(self.ctx, experiment_id=self.experiment_id, plugin_name=plugin)
        else:
            listing = self.provider.list_tensors(self.ctx, experiment_id=self.experiment_id, plugin_name=plugin)
        return listing

    def run_series(self, plugin: str, run: str) -> dict[str, Any]:
        """``{tag: time series metadata}`` of one plugin's tensors in one run (empty when none)."""
        listing: dict[str, dict[str, Any]] = self.provider.list_tensors(
            self.ctx,
            experiment_id=self.experiment_id,
            plugin_name=plugin,
            run_tag_filter=provider.RunTagFilter(runs=[run]),
        )
        return listing.get(run, {})

    def series_info(self, plugin: str, run: str, tag: str) -> Any:
        """One tensor series' metadata (its last step and wall time), or None when absent."""
        listing = self.provider.list_tensors(
            self.ctx,
            experiment_id=self.experiment_id,
            plugin_name=plugin,
            run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
        )
        return listing.get(run, {}).get(tag)

    def tensors(
        self, plugin: str, run: str, tag: str, downsample: int = ALL_POINTS
    ) -> list[provider.TensorDatum] | None:
        """One tensor series of one run (TensorBoard downsamples to ``downsample``), or None."""
        data: dict[str, dict[str, list[provider.TensorDatum]]] = self.provider.read_tensors(
            self.ctx,
            experiment_id=self.experiment_id,
            plugin_name=plugin,
            downsample=downsample,
            run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
        )
        return data.get(run, {}).get(tag)

    def scalars(self, run: str, tag: str, downsample: int) -> list[provider.ScalarDatum] | None:
        """One scalar series of one run, or None when the run lacks it."""
        return self.scalars_of(run, [tag], downsample).get(tag)

    def scalars_of(self, run: str, tags: Sequence[str], downsample: int) -> dict[str, list[provider.ScalarDatum]]:
        """Some scalar series of one run by tag (those it has), in one request: the Rust data
        server answers each request tens of milliseconds after it is asked, however small."""
        data: dict[str, dict[str, list[provider.ScalarDatum]]] = self.provider.read_scalars(
            self.ctx,
            experiment_id=self.experiment_id,
            plugin_name=metadata.SCALARS_PLUGIN_NAME,
            downsample=downsample,
            run_tag_filter=provider.RunTagFilter(runs=[run], tags=list(tags)),
        )
        return data.get(run, {})
