// src/dom.ts
function e(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
function t(t, n, r) {
	let i = e("button", void 0, t);
	return i.title = n, i.setAttribute("aria-label", n), i.addEventListener("click", r), i;
}
function n(e) {
	return e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
}
// src/model/decode.ts
function r(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function i(e) {
	let t = e & 32768 ? -1 : 1, n = e >> 10 & 31, r = e & 1023;
	return n === 0 ? t * r * 2 ** -24 : n === 31 ? r ? NaN : t * Infinity : t * (1 + r / 1024) * 2 ** (n - 15);
}
var a = null;
function o() {
	if (!a) {
		a = /* @__PURE__ */ new Float32Array(65536);
		for (let e = 0; e < 65536; e++) a[e] = i(e);
	}
	return a;
}
function s(e) {
	let t = r(e);
	if (t.length % 2 != 0) throw Error(`fp16 array has an odd byte length ${t.length}`);
	let n = o(), i = new Float32Array(t.length / 2);
	for (let e = 0; e < i.length; e++) i[e] = n[t[2 * e] | t[2 * e + 1] << 8];
	return i;
}
function c(e) {
	let t = r(e);
	if (t.length % 4 != 0) throw Error(`int32 array has a byte length ${t.length} not divisible by 4`);
	let n = new DataView(t.buffer, t.byteOffset, t.byteLength), i = new Int32Array(t.length / 4);
	for (let e = 0; e < i.length; e++) i[e] = n.getInt32(4 * e, !0);
	return i;
}
// src/model/trace.ts
function l(e, t) {
	let n = e.attribution;
	if (!n || t < 0 || (t + 1) * n.topN > n.sources.length) return [];
	let r = n.promptTokenText.length, i = [];
	for (let a = t * n.topN; a < (t + 1) * n.topN; a++) {
		let t = n.sources[a];
		if (t < 0) continue;
		let o = t < r, s = o ? t : t - r, c = o ? n.promptTokenText[s] : e.tokenText[s] ?? `⟨${s}⟩`;
		i.push({
			position: t,
			part: o ? "prompt" : "response",
			index: s,
			text: c,
			weight: n.weights[a]
		});
	}
	return i;
}
function u(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function d(e) {
	let t = c(e.token_ids), n = /* @__PURE__ */ new Map(), i = (e, r) => {
		let i = s(r);
		if (i.length !== t.length) throw Error(`trace field ${e} has ${i.length} values for ${t.length} tokens`);
		n.set(e, i);
	};
	for (let [t, n] of Object.entries(e.token_fields)) i(t, n);
	for (let [t, n] of Object.entries(e.extra_token)) i(`extra:${t}`, n);
	let a = null;
	e.top_k && (a = {
		k: e.top_k.k,
		ids: c(e.top_k.token_ids),
		logProbs: s(e.top_k.log_probs)
	});
	let o = {};
	for (let [t, n] of Object.entries(e.extra_sample)) o[t] = u(n) ?? NaN;
	return {
		step: e.step,
		sampleIndex: e.sample_index,
		groupId: e.group_id,
		dataSource: e.data_source,
		selectedBecause: e.selected_because,
		promptText: e.prompt_text,
		responseText: e.response_text,
		score: u(e.score),
		tokenIds: t,
		responseMask: e.response_mask === null ? null : r(e.response_mask),
		tokenText: e.token_text.length === t.length ? e.token_text : Array.from(t, (e) => `⟨${e}⟩`),
		vocab: new Map(Object.entries(e.vocab).map(([e, t]) => [Number(e), t])),
		fields: n,
		topK: a,
		extraSample: o,
		attribution: f(e.attribution ?? null, t.length),
		attributionError: e.attribution_error ?? null
	};
}
function f(e, t) {
	if (!e) return null;
	let n = c(e.sources), r = s(e.weights);
	if (n.length !== t * e.top_n || r.length !== n.length) throw Error(`attribution has ${n.length} sources for ${t} tokens x top ${e.top_n}`);
	return {
		method: e.method,
		topN: e.top_n,
		sources: n,
		weights: r,
		promptTokenText: e.prompt_token_text,
		checkpoint: e.checkpoint
	};
}
var p = [];
function m(e) {
	p = e;
}
function h(e) {
	return p.find((t) => t.name === e)?.label ?? e.replace(/^extra:/, "");
}
function g(e, t) {
	let n = e.fields.get(t);
	if (n) return n;
	let r = p.find((e) => e.name === t)?.derived_from ?? [];
	if (r.length !== 2) return null;
	let [i, a] = r.map((t) => e.fields.get(t));
	return i && a ? i.map((e, t) => e - a[t]) : null;
}
var _ = {
	key: "probability",
	label: "probability",
	kind: "sequential",
	fixed: [0, 1],
	values: (e) => g(e, "log_prob")?.map(Math.exp) ?? null
};
function v() {
	return [_, ...p.map((e) => ({
		key: e.name,
		label: e.label,
		kind: e.scale,
		values: (t) => g(t, e.name)
	}))];
}
function y(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: h(n),
		kind: "diverging",
		values: (e) => e.fields.get(n) ?? null
	});
	return [...v(), ...t];
}
function b(e, t) {
	if (e.fixed) return {
		kind: e.kind,
		min: e.fixed[0],
		max: e.fixed[1]
	};
	let n = Infinity, r = -Infinity;
	for (let e of t) Number.isFinite(e) && (e < n && (n = e), e > r && (r = e));
	return n > r ? {
		kind: e.kind,
		min: 0,
		max: 1
	} : (e.kind === "sequential" && e.key === "log_prob" && (r = Math.max(r, 0)), {
		kind: e.kind,
		min: n,
		max: r
	});
}
function x(e, t) {
	if (!e.topK) return {
		alternatives: [],
		rank: null
	};
	let { k: n, ids: r, logProbs: i } = e.topK, a = [], o = null;
	for (let s = 0; s < n; s++) {
		let c = r[t * n + s];
		c === e.tokenIds[t] && o === null && (o = s + 1), a.push({
			id: c,
			text: e.vocab.get(c) ?? `⟨${c}⟩`,
			prob: Math.exp(i[t * n + s])
		});
	}
	return {
		alternatives: a,
		rank: o
	};
}
// src/api.ts
var S = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function C(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new S(i.status, await i.text() || i.statusText);
	return await i.json();
}
function w(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: u(n)
	}));
}
var T = {
	fields: () => C("fields").then((e) => e.fields),
	runs: () => C("runs").then((e) => e.runs),
	scalars: (e, t) => C("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => C("steps", {
		run: e,
		split: t
	}).then((e) => w(e.steps)),
	exploration: (e) => C("exploration", { run: e }),
	search: (e, t, n) => C("search", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => C("step", {
		run: e,
		step: t,
		split: n
	}),
	prompt: (e, t, n) => C("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => C("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(d),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => T.trace(e, n, r, t)))
};
// src/model/charts.ts
function E(e, t) {
	if (t <= 0) return e.slice();
	let n = 0, r = 0;
	return e.map((e) => e === null || !Number.isFinite(e) ? e : (n = n * t + (1 - t) * e, r += 1, n / (1 - t ** +r)));
}
function D(e, t, n) {
	let r = new Uint8Array(Math.max(0, Math.ceil(n)));
	for (let n of e) {
		let e = Math.floor(t(n));
		e >= 0 && e < r.length && (r[e] = 1);
	}
	return r;
}
var O = [
	["actor/entropy"],
	[
		"actor/ppo_kl",
		"actor/kl_loss",
		"critic/kl"
	],
	["critic/vf_loss"],
	[
		"critic/score/mean",
		"critic/rewards/mean",
		"reward/mean"
	]
];
function k(e) {
	let t = new Set(e), n = [];
	for (let e of O) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
var ee = [
	"exploration/forking_share",
	"exploration/top1_prob/mean",
	"exploration/exploratory_share",
	"exploration/groups/dead_share",
	"mismatch/share_beyond",
	"mismatch/log_ratio/mean"
];
function A(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
// src/model/samples.ts
var j = [
	{
		key: "sample",
		label: "#",
		title: "row in the step's batch",
		value: (e) => e.sample_index
	},
	{
		key: "why",
		label: "why",
		title: "why the logger recorded it",
		value: (e) => e.selected_because.join(", ")
	},
	{
		key: "group",
		label: "group",
		title: "GRPO group (uid)",
		value: (e) => e.group_id
	},
	{
		key: "score",
		label: "score",
		title: "sample reward",
		value: (e) => u(e.score)
	},
	{
		key: "length",
		label: "len",
		title: "response tokens",
		value: (e) => e.length
	},
	{
		key: "entropy",
		label: "H̄",
		title: "mean token entropy",
		value: (e) => u(e.mean_entropy)
	},
	{
		key: "kl",
		label: "KL̄",
		title: "mean log π − log π_ref",
		value: (e) => u(e.mean_kl)
	}
];
function te(e, t, n) {
	let r = j.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var ne = {
	score: (e) => u(e.score),
	len: (e) => e.length,
	entropy: (e) => u(e.mean_entropy),
	kl: (e) => u(e.mean_kl)
}, re = /^(score|len|entropy|kl)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function ie(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1]);
}
function ae(e) {
	return ie(e).map((e) => e.toLowerCase());
}
function M(e, t, n) {
	if (n !== void 0 && !ae(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = re.exec(t);
		if (n) {
			let t = ne[n[1]](e), r = Number(n[3]);
			if (t === null || Number.isNaN(t) || !{
				"<": t < r,
				">": t > r,
				"<=": t <= r,
				">=": t >= r,
				"=": t === r
			}[n[2]]) return !1;
		} else if (![
			...e.selected_because,
			e.group_id,
			e.data_source
		].join(" ").toLowerCase().includes(t)) return !1;
	}
	return !0;
}
function N(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
function P(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (u(t.score) ?? -Infinity) - (u(e.score) ?? -Infinity));
}
function oe(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
// src/model/steps.ts
function F(e, t, n) {
	let r = 0, i = e;
	for (; r < i;) {
		let e = r + i >> 1;
		t(e) < n ? r = e + 1 : i = e;
	}
	return r;
}
function I(e, t, n) {
	if (e === 0) return -1;
	let r = Math.min(e - 1, F(e, t, n));
	return r > 0 && Math.abs(t(r - 1) - n) <= Math.abs(t(r) - n) ? r - 1 : r;
}
function se(e, t) {
	let n = I(e.length, (t) => e[t].step, t);
	return n < 0 ? null : e[n].step;
}
function ce(e, t) {
	let n = F(e.length, (t) => e[t].step, t);
	return n < e.length && e[n].step === t ? n : -1;
}
// src/controller.ts
function le(e) {
	return e instanceof S ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var ue = 24, de = class {
	store;
	refreshing = !1;
	generation = {
		run: 0,
		step: 0,
		trace: 0
	};
	constructor(e) {
		this.store = e;
	}
	async start(e) {
		e.metric && this.store.set({ metric: e.metric }), this.inform("Loading runs…");
		try {
			let [t, n] = await Promise.all([T.fields(), T.runs()]);
			if (m(t), this.store.set({ runs: n }), n.length === 0) {
				this.inform("No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions.");
				return;
			}
			let r = n.find((t) => t.run === e.run);
			await this.selectRun((r ?? n.find((e) => e.splits.length) ?? n[0]).run, r ? e : {});
		} catch (e) {
			this.fail(`Cannot list runs: ${le(e)}`);
		}
	}
	async refresh() {
		if (!this.refreshing) {
			this.refreshing = !0;
			try {
				let e = await T.runs();
				this.store.set({ runs: e });
				let { run: t, split: n, step: r } = this.store.state, i = e.find((e) => e.run === t);
				if (t === null || !i) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				let a = i.splits.includes(n) ? await T.steps(t, n) : [];
				if (t !== this.store.state.run) return;
				this.store.set({ steps: a }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : k(i.scalar_tags)), await this.loadExploration(i), r === null && a.length && await this.selectStep(a[a.length - 1].step);
			} catch (e) {
				this.fail(`Reload failed: ${le(e)}`);
			} finally {
				this.refreshing = !1;
			}
		}
	}
	async selectRun(e, t = {}) {
		let n = ++this.generation.run, r = this.store.state.runs.find((t) => t.run === e), i = t.split ?? this.store.state.split, a = r?.splits.includes(i) ? i : r?.splits[0] ?? "train";
		this.store.set({
			run: e,
			split: a,
			steps: [],
			step: null,
			stepDetail: null,
			sample: null,
			trace: null,
			token: null,
			search: null,
			message: {
				kind: "info",
				text: "Loading…"
			}
		});
		try {
			let i = r?.splits.length ? T.steps(e, a) : Promise.resolve([]);
			await Promise.all([this.loadCharts(k(r?.scalar_tags ?? [])), this.loadExploration(r ?? null)]);
			let o = await i;
			if (n !== this.generation.run) return;
			if (this.store.set({ steps: o }), o.length === 0) {
				this.inform("No decision traces in this run: call TraceLogger.log_decisions(step, ...).");
				return;
			}
			let s = t.step === void 0 ? o[o.length - 1].step : se(o, t.step);
			await this.selectStep(s, t.sample), t.token !== void 0 && n === this.generation.run && this.store.set({ token: t.token });
		} catch (e) {
			n === this.generation.run && this.fail(le(e));
		}
	}
	async selectSplit(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let n = ++this.generation.run;
		this.store.set({
			split: e,
			steps: [],
			stepDetail: null,
			sample: null,
			trace: null,
			token: null
		});
		try {
			let r = await T.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r });
			let i = this.store.state.step, a = i === null ? null : se(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.fail(le(e));
		}
	}
	async loadCharts(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let n = await this.fetchSeries(e, [t, ...this.store.state.compareRuns.filter((e) => e !== t)]);
		t === this.store.state.run && this.store.set({
			chartTags: e,
			chartSeries: n
		});
	}
	async compareRuns(e) {
		this.store.set({ compareRuns: e }), await this.loadCharts(this.store.state.chartTags);
	}
	async loadExploration(e) {
		if (!e?.exploration) {
			this.store.set({
				exploration: null,
				explorationSeries: []
			});
			return;
		}
		let t = ee.filter((t) => e.scalar_tags.includes(t)), [n, r] = await Promise.all([T.exploration(e.run), this.fetchSeries(t, [e.run])]);
		e.run === this.store.state.run && this.store.set({
			exploration: n,
			explorationSeries: r
		});
	}
	fetchSeries(e, t) {
		let n = new Map(this.store.state.runs.map((e) => [e.run, new Set(e.scalar_tags)]));
		return Promise.all(e.map(async (e) => ({
			tag: e,
			runs: await Promise.all(t.filter((t, r) => r === 0 || n.get(t)?.has(e)).map(async (t) => ({
				run: t,
				points: await T.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await T.traces(e, n, r.samples.map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.store.state.stepDetail === r && this.store.set({ stepTexts: {
				step: t,
				texts: a
			} });
		} catch (e) {
			this.fail(le(e));
		}
	}
	async searchAll(e) {
		let { run: t, split: n } = this.store.state;
		if (t === null) return;
		let r = {
			phrase: e,
			result: null
		};
		this.store.set({ search: r });
		try {
			let i = await T.search(t, n, e);
			this.store.state.search === r && this.store.set({ search: {
				phrase: e,
				result: i
			} });
		} catch (e) {
			this.store.set({ search: null }), this.fail(le(e));
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let a = P(i.samples, r.groupId);
		try {
			let i = await T.traces(e, n, a.map((e) => [t, e.sample_index]));
			this.store.state.trace === r && this.store.set({ group: {
				groupId: r.groupId,
				traces: i
			} });
		} catch (e) {
			this.fail(le(e));
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n, stepDetail: r } = this.store.state, i = r?.samples.find((e) => e.sample_index === n?.sampleIndex);
		if (e !== null && n && i) try {
			let r = await T.prompt(e, i.prompt_hash, t), a = oe(r, ue), o = await T.traces(e, t, a.map(([e, t]) => [e, t]));
			this.store.state.trace === n && this.store.set({ history: {
				promptText: n.promptText,
				traces: o,
				occurrences: r.length
			} });
		} catch (e) {
			this.fail(le(e));
		}
	}
	selectNearest(e) {
		let t = se(this.store.state.steps, e);
		t !== null && this.selectStep(t);
	}
	moveStep(e) {
		let { steps: t, step: n } = this.store.state;
		if (t.length === 0) return;
		let r = n === null ? -1 : t.findIndex((e) => e.step === n), i = t[Math.min(t.length - 1, Math.max(0, r + e))];
		i && i.step !== n && this.selectStep(i.step);
	}
	async selectStep(e, t) {
		let n = this.store.state.run;
		if (n === null) return;
		let r = ++this.generation.step;
		this.store.set({
			step: e,
			message: {
				kind: "info",
				text: `Loading step ${e}…`
			}
		});
		try {
			let i = await T.step(n, e, this.store.state.split);
			if (r !== this.generation.step) return;
			this.store.set({
				stepDetail: i,
				stepTexts: null,
				sample: null,
				trace: null,
				token: null,
				message: null
			});
			let a = i.samples.find((e) => e.sample_index === t) ?? i.samples[0];
			a && await this.selectSample(a.sample_index);
		} catch (e) {
			r === this.generation.step && this.fail(le(e));
		}
	}
	async selectSample(e) {
		let { run: t, step: n } = this.store.state;
		if (t === null || n === null) return;
		let r = ++this.generation.trace;
		this.store.set({
			sample: e,
			message: {
				kind: "info",
				text: "Loading trace…"
			}
		});
		try {
			let i = await T.trace(t, n, e, this.store.state.split);
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				token: null,
				group: null,
				history: null,
				message: null
			});
		} catch (e) {
			r === this.generation.trace && this.fail(le(e));
		}
	}
	inform(e) {
		this.store.set({ message: {
			kind: "info",
			text: e
		} });
	}
	fail(e) {
		this.store.set({ message: {
			kind: "error",
			text: e
		} });
	}
}, fe = "tbv=";
function pe(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(fe));
	if (!t) return {};
	let n;
	try {
		n = new URLSearchParams(decodeURIComponent(t.slice(4)));
	} catch {
		return {};
	}
	let r = {}, i = (e) => {
		let t = n.get(e);
		t && (r[e] = t);
	}, a = (e) => {
		let t = n.get(e);
		t !== null && /^-?\d+$/.test(t) && (r[e] = Number(t));
	};
	return i("run"), i("split"), i("metric"), a("step"), a("sample"), a("token"), r;
}
function me(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(fe)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(fe + encodeURIComponent(i)), `#${n.join("&")}`;
}
// src/host.ts
function he() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function ge(e) {
	let t = he();
	if (t) {
		let n = t.body, r = () => e(n.classList.contains("dark-mode"));
		new MutationObserver(r).observe(n, {
			attributes: !0,
			attributeFilter: ["class"]
		}), r();
		return;
	}
	let n = window.matchMedia("(prefers-color-scheme: dark)");
	n.addEventListener("change", () => e(n.matches)), e(n.matches);
}
function _e(e) {
	let t = he();
	if (!t) return;
	let n = null, r = () => {
		let r = t.querySelector("app-header-reload button");
		r && r !== n && (n = r, new MutationObserver(e).observe(r, {
			attributes: !0,
			attributeFilter: ["title"]
		}));
	};
	if (r(), !n) {
		let e = new MutationObserver(() => {
			r(), n && e.disconnect();
		});
		e.observe(t.body, {
			childList: !0,
			subtree: !0
		});
	}
}
function ve() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function ye() {
	return pe(ve().location.hash);
}
function be(e) {
	let t = ve(), n = me(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// src/state.ts
var xe = class {
	state;
	listeners = [];
	constructor(e) {
		this.state = e;
	}
	set(e) {
		let t = /* @__PURE__ */ new Set();
		for (let n of Object.keys(e)) e[n] !== this.state[n] && t.add(n);
		if (t.size !== 0) {
			this.state = {
				...this.state,
				...e
			};
			for (let e of this.listeners) e(this.state, t);
		}
	}
	watch(e, t) {
		this.listeners.push((n, r) => {
			e.some((e) => r.has(e)) && t(n, r);
		});
	}
};
function Se() {
	return {
		runs: [],
		run: null,
		chartTags: [],
		chartSeries: [],
		compareRuns: [],
		smoothing: .6,
		exploration: null,
		explorationSeries: [],
		steps: [],
		step: null,
		stepDetail: null,
		stepTexts: null,
		split: "train",
		sample: null,
		trace: null,
		token: null,
		metric: "probability",
		search: null,
		group: null,
		history: null,
		message: null,
		dark: !1
	};
}
// src/views/chartcontrols.ts
var L = class {
	element;
	addChart;
	runList;
	compare;
	constructor(t, n) {
		this.element = e("span", "chart-controls"), this.addChart = e("select"), this.addChart.setAttribute("aria-label", "add a chart"), this.addChart.addEventListener("change", () => {
			let e = this.addChart.value;
			this.addChart.value = "";
			let r = t.state.chartTags;
			e && !r.includes(e) && n.loadCharts([...r, e]);
		});
		let r = e("label"), i = e("input");
		i.type = "range", i.min = "0", i.max = "0.99", i.step = "0.01", i.value = String(t.state.smoothing), i.className = "smoothing";
		let a = e("output");
		a.textContent = t.state.smoothing.toFixed(2), i.addEventListener("input", () => {
			a.textContent = Number(i.value).toFixed(2), t.set({ smoothing: Number(i.value) });
		}), r.append("Smoothing ", i, a), this.compare = e("details", "compare-runs");
		let o = e("summary");
		o.textContent = "Compare runs", this.runList = e("div", "run-list"), this.runList.addEventListener("change", () => {
			let e = [...this.runList.querySelectorAll("input:checked")].map((e) => e.value);
			n.compareRuns(e);
		}), this.compare.append(o, this.runList), this.element.append(this.addChart, r, this.compare), t.watch(["runs", "run"], (e) => this.show(e));
	}
	show({ runs: t, run: n, compareRuns: r }) {
		let i = t.find((e) => e.run === n);
		this.addChart.replaceChildren(new Option("+ chart", ""), ...(i?.scalar_tags ?? []).map((e) => new Option(e, e)));
		let a = t.filter((e) => e.scalar_tags.length && e.run !== n).map((e) => e.run);
		this.compare.hidden = a.length === 0, this.runList.replaceChildren(...a.map((t) => {
			let n = e("label"), i = e("input");
			return i.type = "checkbox", i.value = t, i.checked = r.includes(t), n.append(i, t), n;
		}));
	}
}, R = !0, Ce = "uplot", we = "u-hz", Te = "u-vt", Ee = "u-title", De = "u-wrap", Oe = "u-under", ke = "u-over", Ae = "u-axis", je = "u-off", Me = "u-select", Ne = "u-cursor-x", Pe = "u-cursor-y", Fe = "u-cursor-pt", Ie = "u-legend", Le = "u-live", Re = "u-inline", ze = "u-series", Be = "u-marker", Ve = "u-label", He = "u-value", Ue = "width", We = "height", Ge = "top", Ke = "bottom", qe = "left", Je = "right", Ye = "#000", Xe = "#0000", Ze = "mousemove", Qe = "mousedown", $e = "mouseup", et = "mouseenter", tt = "mouseleave", nt = "dblclick", rt = "resize", it = "scroll", at = "change", ot = "dppxchange", st = "--", ct = typeof window < "u", lt = ct ? document : null, ut = ct ? window : null, dt = ct ? navigator : null, z, ft;
function pt() {
	let e = devicePixelRatio;
	z != e && (z = e, ft && Dt(at, ft, pt), ft = matchMedia(`(min-resolution: ${z - .001}dppx) and (max-resolution: ${z + .001}dppx)`), Et(at, ft, pt), ut.dispatchEvent(new CustomEvent(ot)));
}
function mt(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function ht(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function B(e, t, n) {
	e.style[t] = n + "px";
}
function gt(e, t, n, r) {
	let i = lt.createElement(e);
	return t != null && mt(i, t), n?.insertBefore(i, r), i;
}
function _t(e, t) {
	return gt("div", e, t);
}
var vt = /* @__PURE__ */ new WeakMap();
function yt(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != vt.get(e) && (e.style.transform = a, vt.set(e, a), t < 0 || n < 0 || t > r || n > i ? mt(e, je) : ht(e, je));
}
var bt = /* @__PURE__ */ new WeakMap();
function xt(e, t, n) {
	let r = t + n;
	r != bt.get(e) && (bt.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var St = /* @__PURE__ */ new WeakMap();
function Ct(e, t, n, r) {
	let i = t + "" + n;
	i != St.get(e) && (St.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var wt = { passive: !0 }, Tt = {
	...wt,
	capture: !0
};
function Et(e, t, n, r) {
	t.addEventListener(e, n, r ? Tt : wt);
}
function Dt(e, t, n, r) {
	t.removeEventListener(e, n, wt);
}
ct && pt();
function Ot(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : U((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function kt(e) {
	return (t, n, r) => {
		let i = -1, a = -1;
		for (let a = n; a <= r; a++) if (e(t[a])) {
			i = a;
			break;
		}
		for (let i = r; i >= n; i--) if (e(t[i])) {
			a = i;
			break;
		}
		return [i, a];
	};
}
var At = (e) => e != null, jt = (e) => e != null && e > 0, Mt = kt(At), Nt = kt(jt);
function Pt(e, t, n, r = 0, i = !1) {
	let a = i ? Nt : Mt, o = i ? jt : At;
	[t, n] = a(e, t, n);
	let s = e[t], c = e[t];
	if (t > -1) {
		if (r == 1) s = e[t], c = e[n];
		else if (r == -1) s = e[n], c = e[t];
		else for (let r = t; r <= n; r++) {
			let t = e[r];
			o(t) && (t < s ? s = t : t > c && (c = t));
		}
	}
	return [s ?? W, c ?? -W];
}
function Ft(e, t, n, r) {
	let i = $t(e), a = $t(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? en : tn, s = i == 1 ? U : Yt, c = a == 1 ? Yt : U, l = s(o(qt(e))), u = c(o(qt(t))), d = Qt(n, l), f = Qt(n, u);
	return n == 10 && (l < 0 && (d = K(d, -l)), u < 0 && (f = K(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = vn(e, d), t = _n(t, f)), [e, t];
}
function It(e, t, n, r) {
	let i = Ft(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var Lt = .1, Rt = {
	mode: 3,
	pad: Lt
}, zt = {
	pad: 0,
	soft: null,
	mode: 0
}, Bt = {
	min: zt,
	max: zt
};
function Vt(e, t, n, r) {
	return kn(n) ? Ut(e, t, n) : (zt.pad = n, zt.soft = r ? 0 : null, zt.mode = r ? 3 : 0, Ut(e, t, Bt));
}
function V(e, t) {
	return e ?? t;
}
function Ht(e, t, n) {
	for (t = V(t, 0), n = V(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function Ut(e, t, n) {
	let r = n.min, i = n.max, a = V(r.pad, 0), o = V(i.pad, 0), s = V(r.hard, -W), c = V(i.hard, W), l = V(r.soft, W), u = V(i.soft, -W), d = V(r.mode, 0), f = V(i.mode, 0), p = t - e, m = en(p), h = Zt(qt(e), qt(t)), g = qt(en(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != W && (a = 0), f == 2 && u != -W && (o = 0)));
	let _ = p || h || 1e3, v = Qt(10, U(en(_))), y = K(vn(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : W, x = Zt(s, y < b && e >= b ? b : Xt(b, y)), S = K(_n(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -W, w = Xt(c, S > C && t <= C ? C : Zt(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var Wt = new Intl.NumberFormat(ct ? dt.language : "en-US"), Gt = (e) => Wt.format(e), H = Math, Kt = H.PI, qt = H.abs, U = H.floor, Jt = H.round, Yt = H.ceil, Xt = H.min, Zt = H.max, Qt = H.pow, $t = H.sign, en = H.log10, tn = H.log2, nn = (e, t = 1) => H.sinh(e) * t, rn = (e, t = 1) => H.asinh(e / t), W = Infinity;
function an(e) {
	return (en((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function on(e, t, n) {
	return Xt(Zt(e, t), n);
}
function sn(e) {
	return typeof e == "function";
}
function G(e) {
	return sn(e) ? e : () => e;
}
var cn = () => {}, ln = (e) => e, un = (e, t) => t, dn = (e) => null, fn = (e) => !0, pn = (e, t) => e == t, mn = /\.\d*?(?=9{6,}|0{6,})/gm, hn = (e) => {
	if (En(e) || yn.has(e)) return e;
	let t = `${e}`, n = t.match(mn);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${hn(e)}e${n}`;
	}
	return K(e, r);
};
function gn(e, t) {
	return hn(K(hn(e / t)) * t);
}
function _n(e, t) {
	return hn(Yt(hn(e / t)) * t);
}
function vn(e, t) {
	return hn(U(hn(e / t)) * t);
}
function K(e, t = 0) {
	if (En(e)) return e;
	let n = 10 ** t;
	return Jt(e * n * (1 + 2 ** -52)) / n;
}
var yn = /* @__PURE__ */ new Map();
function bn(e) {
	return (("" + e).split(".")[1] || "").length;
}
function xn(e, t, n, r) {
	let i = [], a = r.map(bn);
	for (let o = t; o < n; o++) {
		let t = qt(o), n = K(Qt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : K(c, l);
			i.push(u), yn.set(u, l);
		}
	}
	return i;
}
var Sn = {}, Cn = [], wn = [null, null], Tn = Array.isArray, En = Number.isInteger, Dn = (e) => e === void 0;
function On(e) {
	return typeof e == "string";
}
function kn(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function An(e) {
	return typeof e == "object" && !!e;
}
var jn = Object.getPrototypeOf(Uint8Array), Mn = "__proto__";
function Nn(e, t = kn) {
	let n;
	if (Tn(e)) {
		let r = e.find((e) => e != null);
		if (Tn(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = Nn(e[r], t);
		} else n = e.slice();
	} else if (e instanceof jn) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != Mn && (n[r] = Nn(e[r], t));
	} else n = e;
	return n;
}
function Pn(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != Mn && (kn(e[t]) ? Pn(e[t], Nn(r[t])) : e[t] = Nn(r[t]));
	}
	return e;
}
var Fn = 0, In = 1, Ln = 2;
function Rn(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function zn(e, t) {
	if (Hn(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return Un(t[0]) || (t = Vn(t)), t;
	}
	let n = /* @__PURE__ */ new Set();
	for (let t = 0; t < e.length; t++) {
		let r = e[t][0], i = r.length;
		for (let e = 0; e < i; e++) n.add(r[e]);
	}
	let r = [Array.from(n).sort((e, t) => e - t)], i = r[0].length, a = /* @__PURE__ */ new Map();
	for (let e = 0; e < i; e++) a.set(r[0][e], e);
	for (let n = 0; n < e.length; n++) {
		let o = e[n], s = o[0];
		for (let e = 1; e < o.length; e++) {
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : In, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != Fn && (l[n] = t, u == Ln && d.push(n)) : l[n] = t;
			}
			Rn(l, d, i), r.push(l);
		}
	}
	return r;
}
var Bn = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function Vn(e) {
	let t = e[0], n = t.length, r = Array(n);
	for (let e = 0; e < r.length; e++) r[e] = e;
	r.sort((e, n) => t[e] - t[n]);
	let i = [];
	for (let t = 0; t < e.length; t++) {
		let a = e[t], o = Array(n);
		for (let e = 0; e < n; e++) o[e] = a[r[e]];
		i.push(o);
	}
	return i;
}
function Hn(e) {
	let t = e[0][0], n = t.length;
	for (let r = 1; r < e.length; r++) {
		let i = e[r][0];
		if (i.length != n) return !1;
		if (i != t) {
			for (let e = 0; e < n; e++) if (i[e] != t[e]) return !1;
		}
	}
	return !0;
}
function Un(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = Zt(1, U((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var Wn = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December"
], Gn = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function Kn(e) {
	return e.slice(0, 3);
}
var qn = Gn.map(Kn), Jn = {
	MMMM: Wn,
	MMM: Wn.map(Kn),
	WWWW: Gn,
	WWW: qn
};
function Yn(e) {
	return (e < 10 ? "0" : "") + e;
}
function Xn(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var Zn = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => Yn(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => Yn(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => Yn(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => Yn(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => Yn(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => Xn(e.getMilliseconds())
};
function Qn(e, t) {
	t ||= Jn;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? Zn[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var $n = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function er(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == $n ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var tr = (e) => e % 1 == 0, nr = [
	1,
	2,
	2.5,
	5
], rr = xn(10, -32, 0, nr), ir = xn(10, 0, 32, nr), ar = ir.filter(tr), or = rr.concat(ir), sr = "\n", cr = "{YYYY}", lr = sr + cr, ur = "{M}/{D}", dr = sr + ur, fr = dr + "/{YY}", pr = "{aa}", mr = "{h}:{mm}" + pr, hr = sr + mr, gr = ":{ss}", q = null;
function _r(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? xn(10, 0, 3, nr).filter(tr) : xn(10, -3, 0, nr)).concat([
		t,
		t * 5,
		t * 10,
		t * 15,
		t * 30,
		n,
		n * 5,
		n * 10,
		n * 15,
		n * 30,
		r,
		r * 2,
		r * 3,
		r * 4,
		r * 6,
		r * 8,
		r * 12,
		i,
		i * 2,
		i * 3,
		i * 4,
		i * 5,
		i * 6,
		i * 7,
		i * 8,
		i * 9,
		i * 10,
		i * 15,
		a,
		a * 2,
		a * 3,
		a * 4,
		a * 6,
		o,
		o * 2,
		o * 5,
		o * 10,
		o * 25,
		o * 50,
		o * 100
	]), c = [
		[
			o,
			cr,
			q,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			i * 28,
			"{MMM}",
			lr,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			i,
			ur,
			lr,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			r,
			"{h}" + pr,
			fr,
			q,
			dr,
			q,
			q,
			q,
			1
		],
		[
			n,
			mr,
			fr,
			q,
			dr,
			q,
			q,
			q,
			1
		],
		[
			t,
			gr,
			fr + " " + mr,
			q,
			dr + " " + mr,
			q,
			hr,
			q,
			1
		],
		[
			e,
			gr + ".{fff}",
			fr + " " + mr,
			q,
			dr + " " + mr,
			q,
			hr,
			q,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = K(g * e, 3), v = Dr(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = K(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : K(Dr(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(Jt(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Dr(c + r * a, l + n * a, 1), s = o - t(K(o * e, 3));
					i = K((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (U(l) - U(_)) + _n(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = K(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = U(K(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					K((o - i) / d, 3) * v >= .7 && p.push(o);
				} else p.push(o);
			}
			return p;
		};
	}
	return [
		s,
		c,
		l
	];
}
var [vr, yr, br] = _r(1), [xr, Sr, Cr] = _r(.001);
xn(2, -53, 53, [1]);
function wr(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Tr(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Er(e, t) {
	let n = Qn(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Dr(e, t, n) {
	return new Date(e, t, n);
}
function Or(e, t) {
	return t(e);
}
var kr = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function Ar(e, t) {
	return (n, r, i, a) => a == null ? st : t(e(r));
}
function jr(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function Mr(e, t) {
	return e.series[t].fill(e, t);
}
var Nr = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: cn,
	markers: {
		show: !0,
		width: 2,
		stroke: jr,
		fill: Mr,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function Pr(e, t) {
	let n = e.cursor.points, r = _t(), i = n.size(e, t);
	B(r, Ue, i), B(r, We, i);
	let a = i / -2;
	B(r, "marginLeft", a), B(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && B(r, "borderWidth", o), r;
}
function Fr(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function Ir(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function Lr(e, t) {
	return e.series[t].points.size;
}
var Rr = [0, 0];
function zr(e, t, n) {
	return Rr[0] = t, Rr[1] = n, Rr;
}
function Br(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function Vr(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var Hr = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: zr,
	points: {
		one: !1,
		show: Pr,
		size: Lr,
		width: 0,
		stroke: Ir,
		fill: Fr
	},
	bind: {
		mousedown: Br,
		mouseup: Br,
		click: Br,
		dblclick: Br,
		mousemove: Vr,
		mouseleave: Vr,
		mouseenter: Vr
	},
	drag: {
		setScale: !0,
		x: !0,
		y: !1,
		dist: 0,
		uni: null,
		click: (e, t) => {
			t.stopPropagation(), t.stopImmediatePropagation();
		},
		_x: !1,
		_y: !1
	},
	focus: {
		dist: (e, t, n, r, i) => r - i,
		prox: -1,
		bias: 0
	},
	hover: {
		skip: [void 0],
		prox: null,
		bias: 0
	},
	left: -10,
	top: -10,
	idx: null,
	dataIdx: null,
	idxs: null,
	event: null
}, Ur = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, Wr = Pn({}, Ur, { filter: un }), Gr = Pn({}, Wr, { size: 10 }), Kr = Pn({}, Ur, { show: !1 }), qr = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", Jr = "bold " + qr, Yr = 1.5, Xr = {
	show: !0,
	scale: "x",
	stroke: Ye,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: Jr,
	side: 2,
	grid: Wr,
	ticks: Gr,
	border: Kr,
	font: qr,
	lineGap: Yr,
	rotate: 0
}, Zr = "Value", Qr = "Time", $r = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: W,
	max: -Infinity,
	idxs: []
};
function ei(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : Gt(e));
}
function ti(e, t, n, r, i, a, o) {
	let s = [], c = yn.get(i) || 0;
	n = o ? n : K(_n(n, i), c);
	for (let e = n; e <= r; e = K(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function ni(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = Qt(c, U((c == 10 ? en : tn)(n))), c == 10 && (i = or[Ot(i, or)]);
	let l = n, u = i * c;
	c == 10 && (u = or[Ot(u, or)]);
	do
		s.push(l), l += i, c == 10 && !yn.has(l) && (l = K(l, yn.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = or[Ot(u, or)]));
	while (l <= r);
	return s;
}
function ri(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? ni(e, t, Zt(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? ni(e, t, Zt(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var ii = /./, ai = /[12357]/, oi = /[125]/, si = /1/, J = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function ci(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? ii : c(7, o) - u >= l ? ai : c(5, o) - u >= l ? oi : si;
	if (d == si) {
		let e = qt(c(1, o) - u);
		if (e < l) return J(t.slice().reverse(), s.distr, d, Yt(l / e)).reverse();
	}
	return J(t, s.distr, d, 1);
}
function li(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = qt(c(1, o) - c(2, o));
	return l < s ? J(t.slice().reverse(), 3, ii, Yt(s / l)).reverse() : t;
}
function ui(e, t, n, r) {
	return r == null ? st : t == null ? "" : Gt(t);
}
var di = {
	show: !0,
	scale: "y",
	stroke: Ye,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: Jr,
	side: 3,
	grid: Wr,
	ticks: Gr,
	border: Kr,
	font: qr,
	lineGap: Yr,
	rotate: 0
};
function fi(e, t) {
	return K((3 + (e || 1) * 2) * t, 3);
}
function Y(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = qt(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * z);
	return r[1] - r[0] <= o;
}
var pi = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: W,
	max: -Infinity
}, mi = (e, t, n, r, i) => i, hi = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: mi,
	alpha: 1,
	facets: [Pn({}, pi, { scale: "x" }), Pn({}, pi, { scale: "y" })]
}, gi = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: mi,
	alpha: 1,
	points: {
		show: Y,
		filter: null
	},
	values: null,
	min: W,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function _i(e, t, n, r, i) {
	return n / 10;
}
var vi = {
	time: R,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, yi = Pn({}, vi, {
	time: !1,
	ori: 1
}), bi = {};
function xi(e, t) {
	let n = bi[e];
	return n || (n = {
		key: e,
		plots: [],
		sub(e) {
			n.plots.push(e);
		},
		unsub(e) {
			n.plots = n.plots.filter((t) => t != e);
		},
		pub(e, t, r, i, a, o, s) {
			for (let c = 0; c < n.plots.length; c++) n.plots[c] != t && n.plots[c].pub(e, t, r, i, a, o, s);
		}
	}, e != null && (bi[e] = n)), n;
}
var Si = 1, Ci = 2;
function X(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, ji, Ni, Fi, Li, zi) : n(i, c, l, u, d, _, g, p, f, h, m, Mi, Pi, Ii, Ri, Bi);
}
function Z(e, t) {
	let n = 0, r = 0, i = V(e.bands, Cn);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function wi(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Ti(e, t, n, r, i, a) {
	return X(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? Ni : Pi, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function Ei(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? Fi : Ii, c = n;
		for (let t = 0; t < e.length; t++) {
			let n = e[t];
			if (n[1] > n[0]) {
				let e = n[0] - c;
				e > 0 && s(o, c, r, e, r + a), c = n[1];
			}
		}
		let l = n + i - c;
		l > 0 && s(o, c, r - 5, l, r + a + 10);
	}
	return o;
}
function Di(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function Oi(e, t, n, r, i, a, o) {
	let s = [], c = e.length;
	for (let l = i == 1 ? n : r; l >= n && l <= r; l += i) if (t[l] === null) {
		let u = l, d = l;
		if (i == 1) for (; ++l <= r && t[l] === null;) d = l;
		else for (; --l >= n && t[l] === null;) d = l;
		let f = a(e[u]), p = d == u ? f : a(e[d]), m = u - i;
		f = o <= 0 && m >= 0 && m < c ? a(e[m]) : f;
		let h = d + i;
		p = o >= 0 && h >= 0 && h < c ? a(e[h]) : p, p >= f && s.push([f, p]);
	}
	return s;
}
function ki(e) {
	return e == 0 ? ln : e == 1 ? Jt : (t) => gn(t, e);
}
function Ai(e) {
	let t = e == 0 ? ji : Mi, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = Xt(c, o / 2, s / 2), l = Xt(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var ji = (e, t, n) => {
	e.moveTo(t, n);
}, Mi = (e, t, n) => {
	e.moveTo(n, t);
}, Ni = (e, t, n) => {
	e.lineTo(t, n);
}, Pi = (e, t, n) => {
	e.lineTo(n, t);
}, Fi = Ai(0), Ii = Ai(1), Li = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, Ri = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, zi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, Bi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function Vi(e) {
	return (e, t, n, r, i) => X(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = ji, v = Li) : (_ = Mi, v = Ri);
		let y = K(g.width * z, 3), b = (g.size - g.width) / 2 * z, x = K(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		Fi(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, Kt * 2);
			}
		};
		if (i) i.forEach(O);
		else for (let e = n; e <= r; e++) O(e);
		return {
			stroke: y > 0 ? S : null,
			fill: S,
			clip: C,
			flags: 3
		};
	});
}
function Hi(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var Ui = Hi(Ni), Wi = Hi(Pi);
function Gi(e) {
	let t = V(e?.alignGaps, 0);
	return (e, n, r, i) => X(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = Mt(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = Ni, b = Ui) : (y = Pi, b = Wi);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Si
		}, C = S.stroke, w = !1;
		if (i - r >= m * 4) {
			let t = (t) => e.posToVal(t, c.key, !0), n = null, a = null, l, u, d, f = _(o[x == 1 ? r : i]), p = _(o[r]), m = _(o[i]), h = t(x == 1 ? p + 1 : m - 1);
			for (let e = x == 1 ? r : i; e >= r && e <= i; e += x) {
				let r = o[e], i = (x == 1 ? r < h : r > h) ? f : _(r), c = s[e];
				i == f ? c == null ? c === null && (w = !0) : (u = c, n == null ? (y(C, i, v(u)), l = n = a = u) : u < n ? n = u : u > a && (a = u)) : (n != null && b(C, f, v(n), v(a), v(l), v(u)), c == null ? (n = a = null, c === null && (w = !0)) : (u = c, y(C, i, v(u)), n = a = l = u), f = i, h = t(f + x));
			}
			n != null && n != a && d != f && b(C, f, v(n), v(a), v(l), v(u));
		} else for (let e = x == 1 ? r : i; e >= r && e <= i; e += x) {
			let t = s[e];
			t === null ? w = !0 : t != null && y(C, _(o[e]), v(t));
		}
		let [T, E] = Z(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...Oi(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = Ei(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Ti(e, n, r, i, C, -1), Ti(e, n, r, i, C, 1)] : Ti(e, n, r, i, C, E)), S;
	});
}
function Ki(e) {
	let t = V(e.align, 1), n = V(e.ascDesc, !1), r = V(e.alignGaps, 0), i = V(e.extend, !1);
	return (e, a, o, s) => X(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = Mt(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? Ni : Pi, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Si
		}, E = T.stroke, D = d.dir * (d.ori == 0 ? 1 : -1), O = C(u[D == 1 ? o : s]), k = S(l[D == 1 ? o : s]), ee = k, A = k;
		i && t == -1 && (A = b, w(E, A, O)), w(E, k, O);
		for (let e = D == 1 ? o : s; e >= o && e <= s; e += D) {
			let n = u[e];
			if (n == null) continue;
			let r = S(l[e]), i = C(n);
			t == 1 ? w(E, r, O) : w(E, ee, i), w(E, r, i), O = i, ee = r;
		}
		let j = ee;
		i && t == 1 && (j = b + x, w(E, j, O));
		let [te, ne] = Z(e, a);
		if (c.fill != null || te != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, te));
			w(t, j, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...Oi(l, u, o, s, D, S, r));
			let f = c.width * z / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = Ei(i, d.ori, h, g, _, v);
		}
		return ne != 0 && (T.band = ne == 2 ? [Ti(e, a, o, s, E, -1), Ti(e, a, o, s, E, 1)] : Ti(e, a, o, s, E, ne)), T;
	});
}
function qi(e, t, n, r, i, a, o = W) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = qt(e[c] - e[s]);
				t < l && (l = t, o = qt(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function Ji(e) {
	e ||= Sn;
	let t = V(e.size, [
		.6,
		W,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = G(i), o = 1 - t[0], s = V(t[1], W), c = V(t[2], 1), l = V(e.disp, Sn), u = V(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => X(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * z, O = s * z, k = c * z, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let j = _.dir * (_.ori == 0 ? 1 : -1), te = _.ori == 0 ? Fi : Ii, ne = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, re = V(e.bands, Cn).find((e) => e.series[0] == t), ie = re == null ? 0 : re.dir, ae = m.fillTo(e, t, m.min, m.max, ie), M = T(b(ae, v, w, S)), N, P, oe, F = C, I = T(m.width * z), se = !1, ce = null, le = null, ue = null, de = null;
		d != null && (I == 0 || f != null) && (se = !0, ce = d.values(e, t, i, p), le = /* @__PURE__ */ new Map(), new Set(ce).forEach((e) => {
			e != null && le.set(e, new Path2D());
		}), I > 0 && (ue = f.values(e, t, i, p), de = /* @__PURE__ */ new Map(), new Set(ue).forEach((e) => {
			e != null && de.set(e, new Path2D());
		})));
		let { x0: fe, size: pe } = l;
		if (fe != null && pe != null) {
			E = 1, h = fe.values(e, t, i, p), fe.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = pe.values(e, t, i, p);
			P = pe.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), F = qi(h, g, y, _, C, x, F), oe = F - P + D;
		} else F = qi(h, g, y, _, C, x, F), oe = F * o + D, P = F - oe;
		oe < 1 && (oe = 0), I >= P / 2 && (I = 0), oe < 5 && (T = ln);
		let me = oe > 0, he = F - oe - (me ? I : 0);
		P = T(on(he, k, O)), N = (E == 0 ? P / 2 : E == j ? 0 : P) - E * j * ((E == 0 ? D / 2 : 0) + (me ? I / 2 : 0));
		let ge = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, _e = se ? null : new Path2D(), ve = null;
		if (re != null) ve = e.data[re.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), ve = n.values(e, t, i, p));
		}
		let ye = ee * P, be = A * P;
		for (let n = j == 1 ? i : p; n >= i && n <= p; n += j) {
			let r = g[n];
			if (r == null) continue;
			if (ve != null) {
				let e = ve[n] ?? 0;
				if (r - e == 0) continue;
				M = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(V(r, ae), v, w, S), o = T(i - N), s = T(Zt(a, M)), c = T(Xt(a, M)), u = s - c;
			if (r != null) {
				let i = r < 0 ? be : ye, a = r < 0 ? ye : be;
				se ? (I > 0 && ue[n] != null && te(de.get(ue[n]), o, c + U(I / 2), P, Zt(0, u - I), i, a), ce[n] != null && te(le.get(ce[n]), o, c + U(I / 2), P, Zt(0, u - I), i, a)) : te(_e, o, c + U(I / 2), P, Zt(0, u - I), i, a), ne(e, t, n, o - I / 2, c, P + I, u);
			}
		}
		return I > 0 ? ge.stroke = se ? de : _e : se || (ge._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, ge.width = 0), ge.fill = se ? le : _e, ge;
	});
}
function Yi(e, t) {
	let n = V(t?.alignGaps, 0);
	return (t, r, i, a) => X(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = Mt(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = ji, S = Ni, x = zi) : (b = Mi, S = Pi, x = Bi);
		let C = l.dir * (l.ori == 0 ? 1 : -1), w = v(s[C == 1 ? i : a]), T = w, E = [], D = [];
		for (let e = C == 1 ? i : a; e >= i && e <= a; e += C) if (c[e] != null) {
			let t = s[e], n = v(t);
			E.push(T = n), D.push(y(c[e]));
		}
		let O = {
			stroke: e(E, D, b, S, x, _),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Si
		}, k = O.stroke, [ee, A] = Z(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...Oi(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = Ei(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [Ti(t, r, i, a, k, -1), Ti(t, r, i, a, k, 1)] : Ti(t, r, i, a, k, A)), O;
	});
}
function Xi(e) {
	return Yi(Zi, e);
}
function Zi(e, t, n, r, i, a) {
	let o = e.length;
	if (o < 2) return null;
	let s = new Path2D();
	if (n(s, e[0], t[0]), o == 2) r(s, e[1], t[1]);
	else {
		let n = Array(o), r = Array(o - 1), a = Array(o - 1), c = Array(o - 1);
		for (let n = 0; n < o - 1; n++) a[n] = t[n + 1] - t[n], c[n] = e[n + 1] - e[n], r[n] = a[n] / c[n];
		n[0] = r[0];
		for (let e = 1; e < o - 1; e++) r[e] === 0 || r[e - 1] === 0 || r[e - 1] > 0 != r[e] > 0 ? n[e] = 0 : (n[e] = 3 * (c[e - 1] + c[e]) / ((2 * c[e] + c[e - 1]) / r[e - 1] + (c[e] + 2 * c[e - 1]) / r[e]), isFinite(n[e]) || (n[e] = 0));
		n[o - 1] = r[o - 2];
		for (let r = 0; r < o - 1; r++) i(s, e[r] + c[r] / 3, t[r] + n[r] * c[r] / 3, e[r + 1] - c[r] / 3, t[r + 1] - n[r + 1] * c[r] / 3, e[r + 1], t[r + 1]);
	}
	return s;
}
var Qi = /* @__PURE__ */ new Set();
function $i() {
	for (let e of Qi) e.syncRect(!0);
}
ct && (Et(rt, ut, $i), Et(it, ut, $i, !0), Et(ot, ut, () => {
	Q.pxRatio = z;
}));
var ea = Gi(), ta = Vi();
function na(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => ia(e, r, t, n));
}
function ra(e, t) {
	return e.map((e, n) => n == 0 ? {} : Pn({}, t, e));
}
function ia(e, t, n, r) {
	return Pn({}, t == 0 ? n : r, e);
}
function aa(e, t, n) {
	return t == null ? wn : [t, n];
}
var oa = aa;
function sa(e, t, n) {
	return t == null ? wn : Vt(t, n, Lt, !0);
}
function ca(e, t, n, r) {
	return t == null ? wn : Ft(t, n, e.scales[r].log, !1);
}
var la = ca;
function ua(e, t, n, r) {
	return t == null ? wn : It(t, n, e.scales[r].log, !1);
}
var da = ua;
function fa(e, t, n, r, i) {
	let a = Zt(an(e), an(t)), o = t - e, s = Ot(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? yn.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function pa(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = Jt((n = +r) * z)) + "px"), [
		e,
		t,
		n
	];
}
function ma(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = K(e[2] * z, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Q(e, t, n) {
	let r = { mode: V(e.mode, 1) }, i = r.mode;
	function a(e, t, n, r) {
		let i = t.valToPct(e);
		return r + n * (t.dir == -1 ? 1 - i : i);
	}
	function o(e, t, n, r) {
		let i = t.valToPct(e);
		return r + n * (t.dir == -1 ? i : 1 - i);
	}
	function s(e, t, n, r) {
		return t.ori == 0 ? a(e, t, n, r) : o(e, t, n, r);
	}
	r.valToPosH = a, r.valToPosV = o;
	let c = !1;
	r.status = 0;
	let l = r.root = _t(Ce);
	if (e.id != null && (l.id = e.id), mt(l, e.class), e.title) {
		let t = _t(Ee, l);
		t.textContent = e.title;
	}
	let u = gt("canvas"), d = r.ctx = u.getContext("2d"), f = _t(De, l);
	Et("click", f, (e) => {
		e.target === m && (J != ii || Y != ai) && mi.click(r, e);
	}, !0);
	let p = r.under = _t(Oe, f);
	f.appendChild(u);
	let m = r.over = _t(ke, f);
	e = Nn(e);
	let h = +V(e.pxAlign, 1), g = ki(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? na(e.series || [], $r, gi, !1) : ra(e.series || [null], hi), y = r.axes = na(e.axes || [], Xr, di, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = G(e.fill || null), e.dir = V(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: Mr,
		series: ur
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => en(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => rn(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Sn)[t] || Sn;
			if (r.from != null) {
				E(r.from);
				let e = Pn({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = Pn({}, t == S ? vi : yi, r), n.key = t;
				let e = n.time, a = n.range, o = Tn(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? Rt : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? Rt : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && kn(a))) {
					let e = a;
					a = (t, n, r) => n == null ? wn : Vt(n, r, e);
				}
				n.range = G(a || (e ? oa : t == S ? n.distr == 3 ? la : n.distr == 4 ? da : aa : n.distr == 3 ? ca : n.distr == 4 ? ua : sa)), n.auto = G(!o && n.auto), n.clamp = G(n.clamp || _i), n._min = n._max = null, n.valToPct = T(n);
			}
		}
	}
	E("x"), E("y"), i == 1 && v.forEach((e) => {
		E(e.scale);
	}), y.forEach((e) => {
		E(e.scale);
	});
	for (let t in e.scales) E(t);
	let D = b[S], O = D.distr, k, ee;
	D.ori == 0 ? (mt(l, we), k = a, ee = o) : (mt(l, Te), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let j = e.tzDate || ((e) => new Date(Jt(e / _))), te = e.fmtDate || Qn, ne = _ == 1 ? br(j) : Cr(j), re = Tr(j, wr(_ == 1 ? yr : Sr, te)), ie = Ar(j, Or(kr, te)), ae = [], M = r.legend = Pn({}, Nr, e.legend), N = r.cursor = Pn({}, Hr, { drag: { y: i == 2 } }, e.cursor), P = M.show, oe = N.show, F = M.markers;
	M.idxs = ae, F.width = G(F.width), F.dash = G(F.dash), F.stroke = G(F.stroke), F.fill = G(F.fill);
	let I, se, ce, le = [], ue = [], de, fe = !1, pe = {};
	if (M.live) {
		let e = v[1] ? v[1].values : null;
		fe = e != null, de = fe ? e(r, 1, 0) : { _: 0 };
		for (let e in de) pe[e] = st;
	}
	if (P) {
		if (I = gt("table", Ie, l), ce = gt("tbody", null, I), M.mount(r, I), fe) {
			se = gt("thead", null, I, ce);
			let e = gt("tr", null, se);
			for (var me in gt("th", null, e), de) gt("th", Ve, e).textContent = me;
		} else mt(I, Re), M.live && mt(I, Le);
	}
	let he = { show: !0 }, ge = { show: !1 };
	function _e(e, t) {
		if (t == 0 && (fe || !M.live || i == 2)) return wn;
		let n = [], a = gt("tr", ze, ce, ce.childNodes[t]);
		mt(a, e.class), e.show || mt(a, je);
		let o = gt("th", null, a);
		if (F.show) {
			let e = _t(Be, o);
			if (t > 0) {
				let n = F.width(r, t);
				n && (e.style.border = n + "px " + F.dash(r, t) + " " + F.stroke(r, t)), e.style.background = F.fill(r, t);
			}
		}
		let s = _t(Ve, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (F.show || (s.style.color = e.width > 0 ? F.stroke(r, t) : F.fill(r, t)), ye("click", o, (t) => {
			if (N._lock) return;
			Gt(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != M.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && Ai(r, e ? r == n ? he : ge : he, !0, ka.setSeries);
				});
			} else Ai(n, { show: !e.show }, !0, ka.setSeries);
		}, !1), $t && ye(et, o, (t) => {
			N._lock || (Gt(t), Ai(v.indexOf(e), Ri, !0, ka.setSeries));
		}, !1)), de) {
			let e = gt("td", He, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let ve = /* @__PURE__ */ new Map();
	function ye(e, t, n, i = !0) {
		let a = ve.get(t) || {}, o = N.bind[e](r, t, n, i);
		o && (Et(e, t, a[e] = o), ve.set(t, a));
	}
	function be(e, t, n) {
		let r = ve.get(t) || {};
		for (let n in r) (e == null || n == e) && (Dt(n, t, r[n]), delete r[n]);
		e ?? ve.delete(t);
	}
	let xe = 0, Se = 0, L = 0, R = 0, Ye = 0, rt = 0, it = Ye, at = rt, ct = L, dt = R, ft = 0, pt = 0, vt = 0, bt = 0;
	r.bbox = {};
	let St = !1, wt = !1, Tt = !1, kt = !1, At = !1, jt = !1;
	function Mt(e, t, n) {
		(n || e != r.width || t != r.height) && Nt(e, t), Pr(!1), Tt = !0, wt = !0, zr();
	}
	function Nt(e, t) {
		r.width = xe = L = e, r.height = Se = R = t, Ye = rt = 0, Ut(), Wt();
		let n = r.bbox;
		ft = n.left = gn(Ye * z, .5), pt = n.top = gn(rt * z, .5), vt = n.width = gn(L * z, .5), bt = n.height = gn(R * z, .5);
	}
	function zt() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = Dr(t), i = jr(t);
			e = t == 3 || n && i, e || (Nt(r.width, r.height), wt = !0);
		}
	}
	function Bt({ width: e, height: t }) {
		Mt(e, t);
	}
	r.setSize = Bt;
	function Ut() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (L -= c, a == 3 ? (Ye += c, r = !0) : n = !0) : (R -= c, a == 0 ? (rt += c, e = !0) : t = !0));
			}
		}), xn[0] = e, xn[1] = n, xn[2] = t, xn[3] = r, L -= Fn[1] + Fn[3], Ye += Fn[3], R -= Fn[2] + Fn[0], rt += Fn[0];
	}
	function Wt() {
		let e = Ye + L, t = rt + R, n = Ye, r = rt;
		function i(i, a) {
			switch (i) {
				case 1: return e += a, e - a;
				case 2: return t += a, t - a;
				case 3: return n -= a, n + a;
				case 0: return r -= a, r + a;
			}
		}
		y.forEach((e, t) => {
			if (e.show && e._show) {
				let t = e.side;
				e._pos = i(t, e._size), e.label != null && (e._lpos = i(t, e.labelSize));
			}
		});
	}
	if (N.dataIdx == null) {
		let e = N.hover, n = e.skip = new Set(e.skip ?? []);
		n.add(void 0);
		let r = e.prox = G(e.prox), i = e.bias ??= 0;
		N.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? W, u = l >= 0 && l < W, d = D.ori == 0 ? L : R, f = N.left, p = t[0], m = t[a];
			if (n.has(m[o])) {
				c = null;
				let e = null, t = null, r;
				if (i == 0 || i == -1) for (r = o; e == null && r-- > 0;) n.has(m[r]) || (e = r);
				if (i == 0 || i == 1) for (r = o; t == null && r++ < m.length;) n.has(m[r]) || (t = r);
				if (e != null || t != null) {
					if (u) {
						let n = e == null ? -Infinity : k(p[e], D, d, 0), r = t == null ? Infinity : k(p[t], D, d, 0), i = f - n, a = r - f;
						i <= a ? i <= l && (c = e) : a <= l && (c = t);
					} else c = t == null ? e : e == null ? t : o - e <= t - o ? e : t;
				}
			} else u && qt(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Gt = (e) => {
		N.event = e;
	};
	N.idxs = ae, N._lock = !1;
	let H = N.points;
	H.show = G(H.show), H.size = G(H.size), H.stroke = G(H.stroke), H.width = G(H.width), H.fill = G(H.fill);
	let U = r.focus = Pn({}, e.focus || { alpha: .3 }, N.focus), $t = U.prox >= 0, tn = $t && H.one, an = [], cn = [], ln = [];
	function mn(e, t) {
		let n = H.show(r, t);
		if (n instanceof HTMLElement) return mt(n, Fe), mt(n, e.class), yt(n, -10, -10, L, R), m.insertBefore(n, an[t]), n;
	}
	function hn(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? On(n) ? Ar(j, Or(n, te)) : n || ie : n || ui, e.label = e.label || (t ? Qr : Zr);
		}
		if (tn || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || ea || dn, e.fillTo = G(e.fillTo || wi), e.pxAlign = +V(e.pxAlign, h), e.pxRound = ki(e.pxAlign), e.stroke = G(e.stroke || null), e.fill = G(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = fi(Zt(1, e.width), 1), n = e.points = Pn({}, {
				size: t,
				width: Zt(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: ta,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = G(n.show), n.filter = G(n.filter), n.fill = G(n.fill), n.stroke = G(n.stroke), n.paths = G(n.paths), n.pxAlign = e.pxAlign;
		}
		if (P) {
			let n = _e(e, t);
			le.splice(t, 0, n[0]), ue.splice(t, 0, n[1]), M.values.push(null);
		}
		if (oe) {
			ae.splice(t, 0, null);
			let n = null;
			tn ? t == 0 && (n = mn(e, t)) : t > 0 && (n = mn(e, t)), an.splice(t, 0, n), cn.splice(t, 0, 0), ln.splice(t, 0, 0);
		}
		$("addSeries", t);
	}
	function _n(e, t) {
		t ??= v.length, e = i == 1 ? ia(e, t, $r, gi) : ia(e, t, {}, hi), v.splice(t, 0, e), hn(v[t], t);
	}
	r.addSeries = _n;
	function vn(e) {
		if (v.splice(e, 1), P) {
			M.values.splice(e, 1), ue.splice(e, 1);
			let t = le.splice(e, 1)[0];
			be(null, t.firstChild), t.remove();
		}
		oe && (ae.splice(e, 1), an.splice(e, 1)[0].remove(), cn.splice(e, 1), ln.splice(e, 1)), $("delSeries", e);
	}
	r.delSeries = vn;
	let xn = [
		!1,
		!1,
		!1,
		!1
	];
	function En(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = G(e.size), e.space = G(e.space), e.rotate = G(e.rotate), Tn(e.incrs) && e.incrs.forEach((e) => {
				!yn.has(e) && yn.set(e, bn(e));
			}), e.incrs = G(e.incrs || (i.distr == 2 ? ar : a ? _ == 1 ? vr : xr : or)), e.splits = G(e.splits || (a && i.distr == 1 ? ne : i.distr == 3 ? ni : i.distr == 4 ? ri : ti)), e.stroke = G(e.stroke), e.grid.stroke = G(e.grid.stroke), e.ticks.stroke = G(e.ticks.stroke), e.border.stroke = G(e.border.stroke);
			let o = e.values;
			e.values = Tn(o) && !Tn(o[0]) ? G(o) : a ? Tn(o) ? Tr(j, wr(o, te)) : On(o) ? Er(j, o) : o || re : o || ei, e.filter = G(e.filter || (i.distr >= 3 && i.log == 10 ? ci : i.distr == 3 && i.log == 2 ? li : un)), e.font = pa(e.font), e.labelFont = pa(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (xn[t] = !0, e._el = _t(Ae, f));
		}
	}
	function jn(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? Jt(Xr.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? Jt(di.size / 2) : 0), l;
	}
	let Mn = r.padding = (e.padding || [
		jn,
		jn,
		jn,
		jn
	]).map((e) => G(V(e, jn))), Fn = r._padding = Mn.map((e, t) => e(r, t, xn, 0)), In, Ln = null, Rn = null, zn = i == 1 ? v[0].idxs : null, Vn = null, Hn = !1;
	function Un(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			In = 0;
			for (let e = 1; e < v.length; e++) In += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), Vn = t[0], In = Vn.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(In);
				for (let e = 0; e < In; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (Pr(!0), $("setData"), O == 2 && (Tt = !0), n !== !1) {
			let e = D;
			e.auto(r, Hn) ? Wn() : Oi(S, e.min, e.max), kt ||= N.left >= 0, jt = !0, zr();
		}
	}
	r.setData = Un;
	function Wn() {
		Hn = !0;
		let e, n;
		i == 1 && (In > 0 ? (Ln = zn[0] = 0, Rn = zn[1] = In - 1, e = t[0][Ln], n = t[0][Rn], O == 2 ? (e = Ln, n = Rn) : e == n && (O == 3 ? [e, n] = Ft(e, e, D.log, !1) : O == 4 ? [e, n] = It(e, e, D.log, !1) : D.time ? n = e + Jt(86400 / _) : [e, n] = Vt(e, n, Lt, !0))) : (Ln = zn[0] = e = null, Rn = zn[1] = n = null)), Oi(S, e, n);
	}
	let Gn, Kn, qn, Jn, Yn, Xn, Zn, $n, er, tr;
	function nr(e, t, n, r, i, a) {
		e ??= Xe, n ??= Cn, r ??= "butt", i ??= Xe, a ??= "round", e != Gn && (d.strokeStyle = Gn = e), i != Kn && (d.fillStyle = Kn = i), t != qn && (d.lineWidth = qn = t), a != Yn && (d.lineJoin = Yn = a), r != Xn && (d.lineCap = Xn = r), n != Jn && d.setLineDash(Jn = n);
	}
	function rr(e, t, n, r) {
		t != Kn && (d.fillStyle = Kn = t), e != Zn && (d.font = Zn = e), n != $n && (d.textAlign = $n = n), r != er && (d.textBaseline = er = r);
	}
	function ir(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, Hn) && (t == null || t.min == null)) {
			let t = V(Ln, 0), r = V(Rn, i.length - 1), o = n.min == null ? Pt(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = Xt(e.min, n.min = o[0]), e.max = Zt(e.max, n.max = o[1]);
		}
	}
	let sr = {
		min: null,
		max: null
	};
	function cr() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, Hn)) && (A[e] = sr);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = sr);
		}
		A[S] != null && Pr(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = Nn(b[t], An);
				if (n.min != null) Pn(a, n);
				else if (t != S || i == 2) {
					if (In == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = W, a.max = -Infinity;
				}
			}
		}
		if (In > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], Ln = Ot(s.min, t[0]), Rn = Ot(s.max, t[0]), Rn - Ln > 1 && (t[0][Ln] < s.min && Ln++, t[0][Rn] > s.max && Rn--), n.min = Vn[Ln], n.max = Vn[Rn];
					} else n.show && n.auto && ir(s, o, n, t[a], n.sorted);
					n.idxs[0] = Ln, n.idxs[1] = Rn;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && ir(u, A[o], r, c, r.sorted), d != null && ir(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = A[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == W ? null : n.min, n.max == -Infinity ? null : n.max, t);
					n.min = e[0], n.max = e[1];
				}
			}
		}
		for (let t in e) {
			let n = e[t];
			if (n.from != null) {
				let i = e[n.from];
				if (i.min == null) n.min = n.max = null;
				else {
					let e = n.range(r, i.min, i.max, t);
					n.min = e[0], n.max = e[1];
				}
			}
		}
		let n = {}, a = !1;
		for (let t in e) {
			let r = e[t], i = b[t];
			if (i.min != r.min || i.max != r.max) {
				i.min = r.min, i.max = r.max;
				let e = i.distr;
				i._min = e == 3 ? en(i.min) : e == 4 ? rn(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? en(i.max) : e == 4 ? rn(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) Tt = !0, $("setScale", e);
			oe && N.left >= 0 && (kt = jt = !0);
		}
		for (let e in A) A[e] = null;
	}
	function lr(e) {
		let t = on(Ln - 1, 0, In - 1), n = on(Rn + 1, 0, In - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < In - 1;) n++;
		return [t, n];
	}
	function ur() {
		if (In > 0) {
			let e = v.some((e) => e._focus) && tr != U.alpha;
			e && (d.globalAlpha = tr = U.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (dr(n, !1), dr(n, !0), e._paths == null)) {
					let a = tr;
					tr != e.alpha && (d.globalAlpha = tr = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : lr(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), tr != a && (d.globalAlpha = tr = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = tr;
					tr != e.alpha && (d.globalAlpha = tr = e.alpha), e._paths != null && fr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, Ln, Rn, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, Ln, Rn, a), fr(t, !0));
					}
					tr != n && (d.globalAlpha = tr = n), $("drawSeries", t);
				}
			}), e && (d.globalAlpha = tr = 1);
		}
	}
	function dr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function fr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = K(l * z, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = ft - l / 2, t = pt - l / 2, n = vt + l, r = bt + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? mr(s, l, n.dash, n.cap, c, r, i, o, a) : pr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function pr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Sn).band;
				Tn(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && Ht(g, Ln, Rn) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, mr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || mr(n, i, a, o, s, c, l, u, d, f);
	}
	function mr(e, t, n, r, i, a, o, s, c, l, u, f) {
		nr(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), gr(i, o), hr(e, a, t)) : s & Ci ? (gr(i, o), d.clip(f), hr(e, a, t)) : s & Si && (d.save(), d.clip(f), u && d.clip(u), gr(i, o), d.restore(), hr(e, a, t)) : (gr(i, o), hr(e, a, t)), (c || l || f) && d.restore();
	}
	function hr(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = Gn = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function gr(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = Kn = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function q(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = fa(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function _r(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), nr(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function Dr(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, Pr(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, Pr(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = q(i, c, l, s == 0 ? L : R);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => Vn[e]) : p, h = a.distr == 2 ? Vn[p[1]] - Vn[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = Yt(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function jr(e) {
		let t = !0;
		return Mn.forEach((n, i) => {
			let a = n(r, i, xn, e);
			a != Fn[i] && (t = !1), Fn[i] = a;
		}), t;
	}
	function Mr() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = Jt((t._lpos + s) * z);
				rr(t.labelFont[0], c, "center", n == 2 ? Ge : Ke), d.save(), i == 1 ? (a = o = 0, d.translate(p, Jt(pt + bt / 2)), d.rotate((n == 3 ? -Kt : Kt) / 2)) : (a = Jt(ft + vt / 2), o = p);
				let m = sn(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? vt : bt, h = i == 0 ? ft : pt, _ = t._splits, v = p.distr == 2 ? _.map((e) => Vn[e]) : _, x = p.distr == 2 ? Vn[_[1]] - Vn[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = Jt(w * z), E = Jt((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * z), D = t._rotate * -Kt / 180, O = g(t._pos * z), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			rr(ee, c, t.align == 1 ? qe : t.align == 2 ? Je : D > 0 ? qe : D < 0 ? Je : i == 0 ? "center" : n == 3 ? Je : qe, D || i == 1 ? "middle" : n == 2 ? Ge : Ke);
			let A = t.font[1] * t.lineGap, j = _.map((e) => g(s(e, p, m, h))), te = t._values;
			for (let e = 0; e < te.length; e++) {
				let t = te[e];
				if (t != null) {
					i == 0 ? a = j[e] : o = j[e], t = "" + t;
					let n = t.indexOf("\n") == -1 ? [t] : t.split(/\n/gm);
					for (let e = 0; e < n.length; e++) {
						let t = n[e];
						D ? (d.save(), d.translate(a, o + e * A), d.rotate(D), d.fillText(t, 0, 0), d.restore()) : d.fillText(t, a, o + e * A);
					}
				}
			}
			S.show && _r(j, S.filter(r, v, e, f, x), i, n, O, T, K(S.width * z, 3), S.stroke(r, e), S.dash, S.cap);
			let ne = t.grid;
			ne.show && _r(j, ne.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? pt : ft, i == 0 ? bt : vt, K(ne.width * z, 3), ne.stroke(r, e), ne.dash, ne.cap), C.show && _r([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? pt : ft, i == 1 ? bt : vt, K(C.width * z, 3), C.stroke(r, e), C.dash, C.cap);
		}
		$("drawAxes");
	}
	function Pr(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let Fr = !1, Ir = !1, Lr = [];
	function Rr() {
		Ir = !1;
		for (let e = 0; e < Lr.length; e++) $(...Lr[e]);
		Lr.length = 0;
	}
	function zr() {
		Fr ||= (Bn(Vr), !0);
	}
	function Br(e, t = !1) {
		Fr = !0, Ir = t, e(r), Vr(), t && Lr.length > 0 && queueMicrotask(Rr);
	}
	r.batch = Br;
	function Vr() {
		if (St &&= (cr(), !1), Tt &&= (zt(), !1), wt) {
			if (B(p, qe, Ye), B(p, Ge, rt), B(p, Ue, L), B(p, We, R), B(m, qe, Ye), B(m, Ge, rt), B(m, Ue, L), B(m, We, R), B(f, Ue, xe), B(f, We, Se), u.width = Jt(xe * z), u.height = Jt(Se * z), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						B(e, a ? "left" : "top", r - t), B(e, a ? "width" : "height", n), B(e, a ? "top" : "left", a ? rt : Ye), B(e, a ? "height" : "width", a ? R : L), ht(e, je);
					} else mt(e, je);
				}
			}), Gn = Kn = qn = Yn = Xn = Zn = $n = er = Jn = null, tr = 1, Zi(!0), Ye != it || rt != at || L != ct || R != dt) {
				Pr(!1);
				let e = L / ct, t = R / dt;
				if (oe && !kt && N.left >= 0) {
					N.left *= e, N.top *= t, Kr && yt(Kr, Jt(N.left), 0, L, R), qr && yt(qr, 0, Jt(N.top), L, R);
					for (let n = 0; n < an.length; n++) {
						let r = an[n];
						r != null && (cn[n] *= e, ln[n] *= t, yt(r, Yt(cn[n]), Yt(ln[n]), L, R));
					}
				}
				if (Z.show && !At && Z.left >= 0 && Z.width > 0) {
					Z.left *= e, Z.width *= e, Z.top *= t, Z.height *= t;
					for (let e in ha) B(Ti, e, Z[e]);
				}
				it = Ye, at = rt, ct = L, dt = R;
			}
			$("setSize"), wt = !1;
		}
		xe > 0 && Se > 0 && (d.clearRect(0, 0, u.width, u.height), $("drawClear"), w.forEach((e) => e()), $("draw")), Z.show && At && (Ei(Z), At = !1), oe && kt && (Yi(null, !0, !1), kt = !1), M.show && M.live && jt && (qi(), jt = !1), c || (c = !0, r.status = 1, $("ready")), Hn = !1, Fr = !1;
	}
	r.redraw = (e, t) => {
		Tt = t || !1, e === !1 ? zr() : Oi(S, D.min, D.max);
	};
	function Ur(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (In == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (In > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && In > 0 && (n.min = Ot(n.min, t[0]), n.max = Ot(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, St = !0, zr();
		}
	}
	r.setScale = Ur;
	let Wr, Gr, Kr, qr, Jr, Yr, ii, ai, oi, si, J, Y, pi = !1, mi = N.drag, bi = mi.x, X = mi.y;
	oe && (N.x && (Wr = _t(Ne, m)), N.y && (Gr = _t(Pe, m)), D.ori == 0 ? (Kr = Wr, qr = Gr) : (Kr = Gr, qr = Wr), J = N.left, Y = N.top);
	let Z = r.select = Pn({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Ti = Z.show ? _t(Me, Z.over ? m : p) : null;
	function Ei(e, t) {
		if (Z.show) {
			for (let t in e) Z[t] = e[t], t in ha && B(Ti, t, e[t]);
			t !== !1 && $("setSelect");
		}
	}
	r.setSelect = Ei;
	function Di(e) {
		if (v[e].show) P && ht(le[e], je);
		else if (P && mt(le[e], je), oe) {
			let t = tn ? an[0] : an[e];
			t != null && yt(t, -10, -10, L, R);
		}
	}
	function Oi(e, t, n) {
		Ur(e, {
			min: t,
			max: n
		});
	}
	function Ai(e, t, n, a) {
		t.focus != null && zi(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Di(r), i == 2 ? (Oi(n.facets[0].scale, null, null), Oi(n.facets[1].scale, null, null)) : Oi(n.scale, null, null), zr());
		}), n !== !1 && $("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = Ai;
	function ji(e, t) {
		Pn(x[e], t);
	}
	function Mi(e, t) {
		e.fill = G(e.fill || null), e.dir = V(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Ni(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = Mi, r.setBand = ji, r.delBand = Ni;
	function Pi(e, t) {
		v[e].alpha = t, oe && an[e] != null && (an[e].style.opacity = t), P && le[e] && (le[e].style.opacity = t);
	}
	let Fi, Ii, Li, Ri = { focus: !0 };
	function zi(e) {
		if (e != Li) {
			let t = e == null, n = U.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Pi(a, i ? 1 : U.alpha);
				}
			}), Li = e, n && zr();
		}
	}
	P && $t && ye(tt, I, (e) => {
		N._lock || (Gt(e), Li != null && Ai(null, Ri, !0, ka.setSeries));
	});
	function Bi(e, t, n) {
		let r = b[t];
		n && (e = e / z - (r.ori == 1 ? rt : Ye));
		let i = L;
		r.ori == 1 && (i = R, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? Qt(10, c) : l == 4 ? nn(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function Vi(e, n) {
		return Ot(Bi(e, S, n), t[0], Ln, Rn);
	}
	r.valToIdx = (e) => Ot(e, t[0]), r.posToIdx = Vi, r.posToVal = Bi, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? vt : L, n ? ft : 0) : o(e, b[t], n ? bt : R, n ? pt : 0), r.setCursor = (e, t, n) => {
		J = e.left, Y = e.top, Yi(null, t, n);
	};
	function Hi(e, t) {
		B(Ti, qe, Z.left = e), B(Ti, Ue, Z.width = t);
	}
	function Ui(e, t) {
		B(Ti, Ge, Z.top = e), B(Ti, We, Z.height = t);
	}
	let Wi = D.ori == 0 ? Hi : Ui, Gi = D.ori == 1 ? Hi : Ui;
	function Ki() {
		if (P && M.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && fe) continue;
			let t = M.values[e], n = 0;
			for (let r in t) ue[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function qi(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			ae[t] = e;
		}) : Dn(e.idx) || ae.fill(e.idx), M.idx = ae[0]), P && M.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !fe) && Ji(e, ae[e]);
			Ki();
		}
		jt = !1, t !== !1 && $("setLegend");
	}
	r.setLegend = qi;
	function Ji(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? Vn : t[e], o;
		fe ? o = i.values(r, e, n) ?? pe : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? pe : { _: o }), M.values[e] = o;
	}
	function Yi(e, n, a) {
		oi = J, si = Y, [J, Y] = N.move(r, J, Y), N.left = J, N.top = Y, oe && (Kr && yt(Kr, Jt(J), 0, L, R), qr && yt(qr, 0, Jt(Y), L, R));
		let o, s = Ln > Rn;
		Fi = W, Ii = null;
		let c = D.ori == 0 ? L : R, l = D.ori == 1 ? L : R;
		if (J < 0 || In == 0 || s) {
			o = N.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = an[e];
				t != null && yt(t, -10, -10, L, R);
			}
			$t && Ai(null, Ri, !0, e == null && ka.setSeries), M.live && (ae.fill(o), jt = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? J : Y, n = Bi(e, S), o = N.idx = Ot(n, t[0], Ln, Rn), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = ae[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = N.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (jt = jt || S != y || x != _, ae[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if ($t && S != null) {
						let t = D.ori == 1 ? J : Y, n = qt(U.dist(r, e, x, _, t));
						if (n < Fi) {
							let r = U.bias;
							if (r != 0) {
								let i = Bi(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Fi = n, Ii = e);
							} else Fi = n, Ii = e;
						}
					}
					if (jt || tn) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = H.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = H.size(r, e);
						if (v = H.fill(r, e), g = H.stroke(r, e), tn) e == Ii && Fi <= U.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = an[e];
							t != null && (cn[e] = c, ln[e] = l, Ct(t, a, o, y), xt(t, v, g), yt(t, Yt(c), Yt(l), L, R));
						}
					}
				}
			}
			if (tn) {
				let e = U.prox;
				if (jt || (Li == null ? Fi <= e : Fi > e || Ii != Li)) {
					let e = an[0];
					e != null && (cn[0] = s, ln[0] = u, Ct(e, d, f, p), xt(e, m, h), yt(e, Yt(s), Yt(u), L, R));
				}
			}
		}
		if (Z.show && pi) {
			if (e != null) {
				let [t, n] = ka.scales, [r, i] = ka.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (bi = s._x, X = s._y, bi || X) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && bi ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), Wi(Xt(v, y), qt(y - v))) : Wi(0, c), S && X ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), Gi(Xt(v, y), qt(y - v))) : Gi(0, l);
				} else ga();
			} else {
				let e = qt(oi - Jr), t = qt(si - Yr);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				bi = mi.x && e >= mi.dist, X = mi.y && t >= mi.dist;
				let n = mi.uni;
				n == null ? mi.x && mi.y && (bi || X) && (bi = X = !0) : bi && X && (bi = e >= n, X = t >= n, !bi && !X && (t > e ? X = !0 : bi = !0));
				let r, i;
				bi && (D.ori == 0 ? (r = ii, i = J) : (r = ai, i = Y), Wi(Xt(r, i), qt(i - r)), X || Gi(0, l)), X && (D.ori == 1 ? (r = ii, i = J) : (r = ai, i = Y), Gi(Xt(r, i), qt(i - r)), bi || Wi(0, c)), !bi && !X && (Wi(0, 0), Gi(0, 0));
			}
		}
		if (mi._x = bi, mi._y = X, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = ka.scales;
					ka.values[0] = e == null ? null : Bi(D.ori == 0 ? J : Y, e), ka.values[1] = t == null ? null : Bi(D.ori == 1 ? J : Y, t);
				}
				Ma(Ze, r, J, Y, L, R, o);
			}
			if ($t) {
				let e = a && ka.setSeries, t = U.prox;
				Li == null ? Fi <= t && Ai(Ii, Ri, !0, e) : Fi > t ? Ai(null, Ri, !0, e) : Ii != Li && Ai(Ii, Ri, !0, e);
			}
		}
		jt && (M.idx = o, qi()), n !== !1 && $("setCursor");
	}
	let Xi = null;
	Object.defineProperty(r, "rect", { get() {
		return Xi ?? Zi(!1), Xi;
	} });
	function Zi(e = !1) {
		e ? Xi = null : (Xi = m.getBoundingClientRect(), $("syncRect", Xi));
	}
	function $i(e, t, n, r, i, a, o) {
		N._lock || pi && e != null && e.movementX == 0 && e.movementY == 0 || (Q(e, t, n, r, i, a, o, !1, e != null), e == null ? Yi(t, !0, !1) : Yi(null, !0, !0));
	}
	function Q(e, t, n, i, a, o, c, l, u) {
		if (Xi ?? Zi(!1), Gt(e), e != null) n = e.clientX - Xi.left, i = e.clientY - Xi.top;
		else {
			if (n < 0 || i < 0) {
				J = -10, Y = -10;
				return;
			}
			let [e, r] = ka.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = ka.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? L : R, _ = D.ori == 1 ? L : R, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == Ze) && ((n <= 1 || n >= L - 1) && (n = gn(n, L)), (i <= 1 || i >= R - 1) && (i = gn(i, R))), l ? (Jr = n, Yr = i, [ii, ai] = N.move(r, n, i)) : (J = n, Y = i);
	}
	let ha = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function ga() {
		Ei(ha, !1);
	}
	let _a, va, ya, ba;
	function xa(e, t, n, i, a, o, s) {
		pi = !0, bi = X = mi._x = mi._y = !1, Q(e, t, n, i, a, o, s, !0, !1), e != null && (ye($e, lt, Sa, !1), Ma(Qe, r, ii, ai, L, R, null));
		let { left: c, top: l, width: u, height: d } = Z;
		_a = c, va = l, ya = u, ba = d;
	}
	function Sa(e, t, n, i, a, o, s) {
		pi = mi._x = mi._y = !1, Q(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Z, f = u > 0 || d > 0, p = _a != c || va != l || ya != u || ba != d;
		if (f && p && Ei(Z), mi.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), bi && Oi(S, Bi(e, S), Bi(e + t, S)), X) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != W && Oi(e, Bi(n + r, e), Bi(n, e));
			}
			ga();
		} else N.lock && (N._lock = !N._lock, Yi(t, !0, e != null));
		e != null && (be($e, lt), Ma($e, r, J, Y, L, R, null));
	}
	function Ca(e, t, n, r, i, a, o) {
		if (N._lock) return;
		Gt(e);
		let s = pi;
		if (pi) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = bi, r = X) : (n = X, r = bi), n && r && (e = J <= 10 || J >= L - 10, t = Y <= 10 || Y >= R - 10), n && e && (J = J < ii ? 0 : L), r && t && (Y = Y < ai ? 0 : R), Yi(null, !0, !0), pi = !1;
		}
		J = -10, Y = -10, ae.fill(null), Yi(null, !0, !0), s && (pi = s);
	}
	function wa(e, t, n, i, a, o, s) {
		N._lock || (Gt(e), Wn(), ga(), e != null && Ma(nt, r, J, Y, L, R, null));
	}
	function Ta() {
		y.forEach(ma), Mt(r.width, r.height, !0);
	}
	Et(ot, ut, Ta);
	let Ea = {};
	Ea.mousedown = xa, Ea.mousemove = $i, Ea.mouseup = Sa, Ea.dblclick = wa, Ea.setSeries = (e, t, n, i) => {
		let a = ka.match[2];
		n = a(r, t, n), n != -1 && Ai(n, i, !0, !1);
	}, oe && (ye(Qe, m, xa), ye(Ze, m, $i), ye(et, m, (e) => {
		Gt(e), Zi(!1);
	}), ye(tt, m, Ca), ye(nt, m, wa), Qi.add(r), r.syncRect = Zi);
	let Da = r.hooks = e.hooks || {};
	function $(e, t, n) {
		Ir ? Lr.push([
			e,
			t,
			n
		]) : e in Da && Da[e].forEach((e) => {
			e.call(null, r, t, n);
		});
	}
	(e.plugins || []).forEach((e) => {
		for (let t in e.hooks) Da[t] = (Da[t] || []).concat(e.hooks[t]);
	});
	let Oa = (e, t, n) => n, ka = Pn({
		key: null,
		setSeries: !1,
		filters: {
			pub: fn,
			sub: fn
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			pn,
			pn,
			Oa
		],
		values: [null, null]
	}, N.sync);
	ka.match.length == 2 && ka.match.push(Oa), N.sync = ka;
	let Aa = ka.key, ja = xi(Aa);
	function Ma(e, t, n, r, i, a, o) {
		ka.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		ka.filters.sub(e, t, n, r, i, a, o) && Ea[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), Qi.delete(r), ve.clear(), Dt(ot, ut, Ta), l.remove(), I?.remove(), $("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		$("init", e, t), Un(t || e.data, !1), A[S] ? Ur(S, A[S]) : Wn(), At = Z.show && (Z.width > 0 || Z.height > 0), kt = jt = !0, Mt(e.width, e.height);
	}
	return v.forEach(hn), y.forEach(En), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
Q.assign = Pn, Q.fmtNum = Gt, Q.rangeNum = Vt, Q.rangeLog = Ft, Q.rangeAsinh = It, Q.orient = X, Q.pxRatio = z, Q.join = zn, Q.fmtDate = Qn, Q.tzDate = er, Q.sync = xi;
{
	Q.addGap = Di, Q.clipGaps = Ei;
	let e = Q.paths = { points: Vi };
	e.linear = Gi, e.stepped = Ki, e.bars = Ji, e.spline = Xi;
}
// src/theme.ts
function ha(e) {
	return getComputedStyle(document.documentElement).getPropertyValue(e).trim();
}
var ga = 8;
function _a(e) {
	return ha(`--run-${e % ga}`);
}
// src/views/charts.ts
var va = class {
	root;
	controller;
	charts = [];
	selectedStep = null;
	tracedSteps = [];
	shown = [];
	smoothing = 0;
	constructor(e, t, n, r, i) {
		this.root = e, this.controller = n, window.addEventListener("resize", () => this.resize()), t.watch([r], (e) => {
			this.show(e[r], e.steps.map((e) => e.step)), this.select(e.step);
		}), t.watch(["steps"], (e) => this.marks(e.steps.map((e) => e.step))), t.watch(["step"], (e) => this.select(e.step)), t.watch(["dark"], () => this.restyle()), i && (this.smoothing = t.state.smoothing, t.watch(["smoothing"], (e) => this.setSmoothing(e.smoothing)));
	}
	show(t, n) {
		this.destroy(), this.tracedSteps = n, this.shown = t;
		let r = t[0]?.runs.map((e) => e.run) ?? [];
		r.length > 1 && this.root.append(this.legend(r));
		for (let n of t) {
			let t = e("div", "chart");
			t.dataset.tag = n.tag;
			let r = e("div", "chart-title");
			r.textContent = n.tag, t.append(r), this.root.append(t);
			let i = new Q(this.options(t, n), this.data(n), t);
			i.over.addEventListener("click", () => {
				let e = i.cursor.left;
				e !== void 0 && e >= 0 && this.controller.selectNearest(i.posToVal(e, "x"));
			}), this.charts.push({
				plot: i,
				box: t,
				series: n
			});
		}
		if (t.length === 0) {
			let t = e("div", "empty");
			t.textContent = "No scalars in this run: log them with TraceLogger.log_scalars(metrics, step).", this.root.append(t);
		}
	}
	restyle() {
		this.show(this.shown, this.tracedSteps), this.select(this.selectedStep);
	}
	setSmoothing(e) {
		this.smoothing = e;
		for (let e of this.charts) e.plot.setData(this.data(e.series));
	}
	marks(e) {
		this.tracedSteps = e;
		for (let { plot: e } of this.charts) e.redraw(!1, !1);
	}
	select(e) {
		this.selectedStep = e;
		for (let { plot: e } of this.charts) e.redraw(!1, !1);
	}
	data(e) {
		let t = e.runs.map(({ points: e }) => {
			let t = e.map((e) => u(e[2]));
			return [
				e.map((e) => e[0]),
				t,
				E(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Q.join(t);
	}
	legend(t) {
		let n = e("div", "run-legend");
		for (let [r, i] of t.entries()) {
			let t = e("span"), a = e("span", "swatch");
			a.style.background = _a(r), t.append(a, i), n.append(t);
		}
		return n;
	}
	options(e, t) {
		let n = ha("--chart-grid"), r = {
			stroke: ha("--chart-axis"),
			grid: { stroke: n },
			ticks: { stroke: n }
		}, i = t.runs.flatMap(({ run: e }, t) => {
			let n = _a(t);
			return [{
				label: `${e} raw`,
				stroke: n,
				alpha: .3,
				width: 1,
				spanGaps: !0
			}, {
				label: e,
				stroke: n,
				width: 1.5,
				spanGaps: !0
			}];
		});
		return {
			width: this.widthOf(e),
			height: 170,
			legend: { show: !1 },
			cursor: {
				drag: {
					x: !1,
					y: !1
				},
				points: { show: !1 }
			},
			scales: { x: { time: !1 } },
			axes: [r, {
				...r,
				size: 56
			}],
			series: [{}, ...i],
			hooks: { draw: [(e) => this.drawMarks(e)] }
		};
	}
	drawMarks(e) {
		let t = e.ctx, { left: n, top: r, width: i, height: a } = e.bbox;
		t.save(), t.fillStyle = ha("--chart-mark");
		let o = 4 * devicePixelRatio, s = D(this.tracedSteps, (t) => e.valToPos(t, "x", !0) - n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = ha("--chart-cursor"), t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
		}
		t.restore();
	}
	widthOf(e) {
		return Math.max(200, Math.floor(e.clientWidth || this.root.clientWidth / 2) - 8);
	}
	resize() {
		for (let { plot: e, box: t } of this.charts) e.setSize({
			width: this.widthOf(t),
			height: 170
		});
	}
	destroy() {
		for (let { plot: e } of this.charts) e.destroy();
		this.charts = [], this.root.replaceChildren();
	}
};
// src/model/format.ts
function ya(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var ba = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function xa(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
function Sa(e) {
	return e.replace(ba, xa);
}
function Ca(e) {
	return e === "" ? "∅" : Sa(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
function wa(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = r > 0 ? e[r - 1] : "";
		(r === 0 || n >= 256 && i.endsWith("\n") || n >= 1024) && (t.push(r), n = 0), n++;
	}
	return t;
}
function Ta(e, t) {
	return Math.max(0, F(e.length, (t) => e[t], t + 1) - 1);
}
function Ea(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
function Da(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
function $(e, t, n) {
	let r = [];
	e.forEach((e, t) => {
		Number.isFinite(e) && r.push({
			position: t,
			value: e
		});
	});
	let i = [...r].sort((e, t) => t.value - e.value || e.position - t.position), a = [...r].sort((e, t) => e.value - t.value || e.position - t.position);
	return {
		top: i.filter((e) => !n || e.value > 0).slice(0, t),
		bottom: a.filter((e) => !n || e.value < 0).slice(0, t)
	};
}
function Oa(e, t) {
	return $(e.map(Math.abs), t, !0).top.map((t) => ({
		position: t.position,
		value: e[t.position]
	}));
}
var ka = [
	"value",
	"advantage",
	"entropy",
	"kl"
];
function Aa(e) {
	let t = [];
	for (let n of ka) {
		let r = g(e, n);
		r && t.push({
			field: n,
			label: h(n),
			values: r
		});
	}
	return t;
}
function ja(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function Ma(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
// src/views/credit.ts
var Na = 5, Pa = class {
	root;
	store;
	trace = null;
	lists;
	sources;
	constructor(t, n) {
		this.root = t, this.store = n, this.lists = e("div", "credit-lists"), this.sources = e("div", "credit-sources"), this.sources.setAttribute("aria-live", "polite"), n.watch(["trace"], (e) => this.show(e.trace)), n.watch(["token"], (e) => this.showSources(e.token ?? -1));
	}
	show(t) {
		if (this.trace = t, this.root.replaceChildren(), this.lists.replaceChildren(), this.sources.replaceChildren(), !t || t.tokenIds.length === 0) return;
		this.root.append(e("div", "chart-title", "Credit and blame"), this.lists, this.sources);
		let n = t.fields.get("advantage");
		if (n) {
			let { top: e, bottom: t } = $(n, Na, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", t);
		}
		let r = t.fields.get("token_reward");
		r && this.addList("reward", "reward landed on", Oa(r, Na));
		let i = g(t, "kl");
		i && this.addList("kl", "furthest from the reference (KL)", $(i, Na, !0).top);
		let a = g(t, "mismatch");
		a && this.addList("mismatch", "trainer vs rollout (mismatch)", Oa(a, Na)), this.lists.childElementCount || this.lists.append(e("div", "note", "No advantage, reward, KL or mismatch logged for this sample.")), this.showSources(-1);
	}
	showSources(t) {
		let n = this.trace;
		if (this.sources.replaceChildren(), !n) return;
		if (n.attributionError) {
			this.sources.append(e("div", "note error", `Attribution unavailable: ${n.attributionError}`));
			return;
		}
		if (!n.attribution) {
			this.sources.append(e("div", "note", `No attribution for this sample: run \`tb-verl attribute LOGDIR --run RUN --checkpoint HF_DIR --steps ${n.step}\` to see which tokens each decision drew on.`));
			return;
		}
		if (t < 0) {
			this.sources.append(e("div", "note", "Hover or focus a token to see which tokens its decision drew on."));
			return;
		}
		let r = e("div", "sources-title");
		r.append("Token ", e("span", "source-token", Ca(n.tokenText[t] ?? "")), ` (position ${t}) drew on (${n.attribution.method}):`);
		let i = e("ol", "source-list");
		for (let r of l(n, t)) {
			let t = e("li", "source");
			t.dataset.part = r.part, t.dataset.index = String(r.index);
			let n = e("span", r.weight >= 0 ? "source-bar positive" : "source-bar negative");
			n.style.width = `${Math.max(2, Math.abs(r.weight) * 100)}%`;
			let a = e("span", "source-track");
			a.append(n), t.append(e("span", "source-where", `${r.part} ${r.index}`), e("span", "source-text", Ca(r.text)), a, e("span", "source-weight", ya(r.weight, 3))), r.part === "response" && (t.classList.add("clickable"), t.addEventListener("click", () => this.store.set({ token: r.index }))), i.append(t);
		}
		this.sources.append(r, i);
	}
	addList(t, n, r) {
		if (!this.trace || r.length === 0) return;
		let i = e("div", "credit-list");
		i.dataset.kind = t, i.append(e("span", "credit-title", n));
		for (let t of r) {
			let n = e("button", "credit-chip");
			n.dataset.i = String(t.position), n.append(e("span", "chip-text", Ca(this.trace.tokenText[t.position] ?? "")), e("span", "chip-value", ya(t.value, 3))), n.title = `position ${t.position}`, n.addEventListener("click", () => this.store.set({ token: t.position })), i.append(n);
		}
		this.lists.append(i);
	}
}, Fa = [
	1,
	2,
	5,
	10,
	20,
	50,
	100,
	200,
	500,
	1e3,
	2e3,
	5e3,
	1e4,
	2e4,
	5e4
], Ia = class {
	root;
	store;
	plot = null;
	syncing = !1;
	constructor(e, t) {
		this.root = e, this.store = t, window.addEventListener("resize", () => this.plot?.setSize({
			width: this.width(),
			height: 160
		})), t.watch(["trace", "dark"], (e) => this.show(e.trace)), t.watch(["token"], (e) => this.point(e.token ?? -1));
	}
	show(t) {
		if (this.plot?.destroy(), this.plot = null, this.root.replaceChildren(), !t || t.tokenIds.length === 0) return;
		let n = Aa(t);
		if (n.length === 0) return;
		let r = e("div", "chart-title");
		r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(t.tokenIds, (e, t) => t), a = ha("--chart-axis"), o = { stroke: ha("--chart-grid") };
		this.plot = new Q({
			width: this.width(),
			height: 160,
			legend: {
				show: !0,
				live: !1
			},
			cursor: {
				drag: {
					x: !1,
					y: !1
				},
				points: { show: !1 }
			},
			scales: { x: { time: !1 } },
			axes: [{
				stroke: a,
				grid: o,
				incrs: Fa
			}, {
				stroke: a,
				grid: o,
				size: 48
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: ha(`--curve-${e.field}`),
				width: 1
			}))],
			hooks: { setCursor: [(e) => {
				this.syncing || e.cursor.idx === null || e.cursor.idx === void 0 || this.store.set({ token: e.cursor.idx });
			}] }
		}, [i, ...n.map((e) => Array.from(e.values, (e) => Number.isFinite(e) ? e : null))], this.root);
	}
	point(e) {
		let t = this.plot;
		!t || e < 0 || (this.syncing = !0, t.setCursor({
			left: t.valToPos(e, "x"),
			top: t.bbox.height / devicePixelRatio / 2
		}), this.syncing = !1);
	}
	width() {
		return Math.max(240, this.root.clientWidth - 8);
	}
}, La = [
	[
		68,
		1,
		84
	],
	[
		72,
		40,
		120
	],
	[
		62,
		74,
		137
	],
	[
		49,
		104,
		142
	],
	[
		38,
		130,
		142
	],
	[
		31,
		158,
		137
	],
	[
		53,
		183,
		121
	],
	[
		109,
		205,
		89
	],
	[
		180,
		222,
		44
	],
	[
		253,
		231,
		37
	]
], Ra = [
	[
		33,
		102,
		172
	],
	[
		103,
		169,
		207
	],
	[
		209,
		229,
		240
	],
	[
		247,
		247,
		247
	],
	[
		254,
		224,
		182
	],
	[
		244,
		165,
		80
	],
	[
		179,
		88,
		6
	]
];
function za(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var Ba = [
	160,
	160,
	160
];
function Va(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function Ha(e, t) {
	let n = Va(e, t);
	return Number.isNaN(n) ? Ba : za(e.kind === "sequential" ? La : Ra, n);
}
function Ua(e, t) {
	let n = Va(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function Wa(e) {
	let t = [`${e}.missing { background: ${Ka(Ba)}; color: #000; }`];
	for (let [n, r] of [["sequential", La], ["diverging", Ra]]) for (let i = 0; i < 64; i++) {
		let a = za(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${Ka(a)}; color: ${Ga(a)}; }`);
	}
	return t.join("\n");
}
function Ga(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function Ka(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function qa(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? La : Ra).map((e) => Ka(e)).join(", ")})`;
}
// src/views/exploration.ts
var Ja = 160, Ya = class {
	root;
	data = null;
	selected = null;
	heatmap;
	canvas;
	title;
	constructor(t, n, r) {
		this.root = t, this.heatmap = e("div");
		let i = e("div", "charts");
		t.append(this.heatmap, i), t.hidden = !0, new va(i, n, r, "explorationSeries", !1), this.title = e("div", "chart-title"), this.canvas = e("canvas", "entropy-heatmap"), this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = A(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
			n.set({ metric: "entropy" }), r.selectNearest(this.data.steps[t]);
		}), window.addEventListener("resize", () => this.draw()), n.watch(["exploration"], (e) => this.show(e.exploration)), n.watch(["step"], (e) => {
			this.selected = e.step, this.draw();
		});
	}
	show(e) {
		if (this.data = e, this.heatmap.replaceChildren(), this.root.hidden = e === null, !e) return;
		let t = e.edges[e.edges.length - 1];
		this.title.textContent = `Exploration: per-token entropy over training (0 to ${t.toFixed(2)} nats, bottom to top; colour = share of the step's tokens; click a step)`, this.heatmap.append(this.title, this.canvas), this.draw();
	}
	draw() {
		let e = this.data;
		if (!e || e.steps.length === 0) return;
		let t = Math.max(200, this.root.clientWidth - 8), n = window.devicePixelRatio || 1;
		this.canvas.width = t * n, this.canvas.height = Ja * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${Ja}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = Ja / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = Ka(Ha(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, Ja - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = I(i, (t) => e.steps[t], this.selected);
			r.strokeStyle = ha("--heatmap-cursor"), r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
}, Xa = 24.7, Za = 7.9, Qa = class {
	trace;
	values;
	scale;
	outlined;
	element;
	starts;
	blocks = [];
	filled = [];
	spans;
	observer;
	constructor(t, n, r, i = null) {
		this.trace = t, this.values = n, this.scale = r, this.outlined = i, this.element = e("div", "path"), this.starts = wa(t.tokenText), this.spans = Array(t.tokenIds.length), this.observer = new IntersectionObserver((e) => {
			for (let t of e) t.isIntersecting && this.fill(Number(t.target.dataset.block));
		}, {
			root: this.element,
			rootMargin: "600px 0px"
		});
		for (let n = 0; n < this.starts.length; n++) {
			let r = e("div", "tok-block");
			r.dataset.block = String(n);
			let i = n + 1 < this.starts.length ? this.starts[n + 1] : t.tokenIds.length, a = 0;
			for (let e = this.starts[n]; e < i; e++) a += t.tokenText[e].length + 1;
			r.style.minHeight = `${Math.ceil(a * Za / 900) * Xa}px`, this.blocks.push(r), this.filled.push(!1), this.element.append(r), this.observer.observe(r);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(Ta(this.starts, e)), this.spans[e];
	}
	indexOf(e) {
		let t = e?.closest?.(".tok");
		return t && this.element.contains(t) ? Number(t.dataset.i) : -1;
	}
	dispose() {
		this.observer.disconnect();
	}
	fill(t) {
		if (this.filled[t]) return;
		this.filled[t] = !0;
		let { trace: n, values: r, scale: i } = this, a = this.blocks[t], o = t + 1 < this.starts.length ? this.starts[t + 1] : n.tokenIds.length, s = document.createDocumentFragment();
		for (let a = this.starts[t]; a < o; a++) {
			let t = e("span");
			t.className = r && i ? `tok ${Ua(i, r[a])}` : "tok", t.textContent = Ca(n.tokenText[a]), t.dataset.i = String(a), this.outlined?.(a) && t.classList.add("forking"), n.responseMask && !n.responseMask[a] && (t.classList.add("masked"), t.title = "not generated by the policy (response_mask 0)"), this.spans[a] = t, s.append(t);
		}
		a.append(s), a.style.minHeight = "", this.observer.unobserve(a);
	}
}, $a = class {
	root;
	strips = [];
	constructor(e) {
		this.root = e;
	}
	clear() {
		for (let e of this.strips) e.dispose();
		this.strips = [], this.root.replaceChildren();
	}
	add(t, n, r, i, a, o, s) {
		let c = e("div");
		c.className = o, Object.assign(c.dataset, s);
		let l = e("button", "group-head");
		if (l.textContent = n, l.addEventListener("click", r), c.append(l), t.tokenIds.length === 0) {
			let n = e("div", "text-only");
			n.textContent = Sa(t.responseText), c.append(n);
		} else {
			let e = new Qa(t, i, a);
			e.element.classList.add("compact"), this.strips.push(e), c.append(e.element);
		}
		this.root.append(c);
	}
}, eo = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new $a(t), this.button = e("button", "view-button group-button"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showGroup()), n.watch(["trace", "stepDetail"], ({ trace: e, stepDetail: t }) => {
			let n = e && t && e.groupId ? P(t.samples, e.groupId) : [];
			this.button.hidden = n.length < 2, this.button.textContent = `Compare the ${n.length} responses of this group`;
		}), n.watch(["group", "metric"], ({ group: e, metric: t }) => this.show(e, t));
	}
	show(t, n) {
		if (this.rows.clear(), !t) return;
		let { groupId: r, traces: i } = t, a = e("div", "chart-title");
		a.textContent = `group ${r}: ${i.length} recorded responses to the same prompt`, this.rows.root.append(a);
		for (let e of i) {
			let t = y(e), r = t.find((e) => e.key === n) ?? t[0], i = r.values(e);
			this.rows.add(e, `#${e.sampleIndex} · score ${ya(e.score)} · mean advantage ${ya(Ma(e.fields.get("advantage")))}`, () => void this.controller.selectSample(e.sampleIndex), i, i ? b(r, i) : null, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, to = 14, no = {
	kind: "sequential",
	min: 0,
	max: 1
}, ro = class {
	root;
	store;
	canvas = null;
	trace = null;
	start = 0;
	active = -1;
	constructor(e, t) {
		this.root = e, this.store = t, t.watch(["trace"], (e) => this.show(e.trace)), t.watch(["token"], (e) => this.point(e.token ?? -1));
	}
	show(t) {
		if (this.root.replaceChildren(), this.trace = t, this.canvas = null, !t?.topK || t.tokenIds.length === 0) return;
		let n = e("div", "chart-title");
		n.textContent = `top-${t.topK.k} alternatives by position (colour = probability, outline = chosen)`;
		let r = e("canvas", "heatmap");
		r.setAttribute("aria-label", "top-k heatmap"), r.addEventListener("mousemove", (e) => {
			let t = this.start + Math.floor(e.offsetX / to);
			this.trace && t < this.trace.tokenIds.length && this.store.set({ token: t });
		}), this.root.append(n, r), this.canvas = r, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / to)), o = t.tokenIds.length;
		this.start = Ea(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * to * c, e.height = n * to * c, e.style.width = `${s * to}px`, e.style.height = `${n * to}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = Ka(Ha(no, Math.exp(i[a * n + o]))), l.fillRect(e * to, o * to, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * to + 1, o * to + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * to + .5, .5, 13, n * to - 1));
		}
	}
}, io = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new $a(t), this.button = e("button", "view-button history-button", "Follow this prompt across training"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showHistory()), n.watch(["trace"], ({ trace: e }) => {
			this.button.hidden = e === null;
		}), n.watch(["history"], ({ history: e }) => this.show(e));
	}
	show(t) {
		if (this.rows.clear(), !t) return;
		let { promptText: n, traces: r, occurrences: i } = t, a = e("div", "chart-title"), o = new Set(r.map((e) => e.step)).size;
		a.textContent = `${i} recorded response${i === 1 ? "" : "s"} to this prompt` + (r.length < i ? ` (${r.length} shown, evenly spread over ${o} steps)` : ` over ${o} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let s = e("div", "prompt");
		s.textContent = Sa(n), this.rows.root.append(a, s);
		let c = null;
		for (let e of r) {
			let t = ja(e, c);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${ya(e.score)}`, () => void this.controller.selectStep(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), c = e;
		}
	}
}, ao = !1;
function oo() {
	if (ao) return;
	ao = !0;
	let t = e("style");
	t.textContent = Wa(".tok"), document.head.append(t);
}
var so = class {
	root;
	store;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(t, r) {
		this.root = t, this.store = r, this.card = e("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), oo(), r.watch([
			"trace",
			"metric",
			"exploration"
		], (e) => this.show(e.trace, e.metric)), r.watch(["token"], (e) => {
			e.token !== null && this.focusToken(e.token);
		}), document.addEventListener("keydown", (e) => {
			!n(e) && e.key === "n" && this.nextUncertainToken();
		});
	}
	show(t, n) {
		if (this.trace = t, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.strip?.dispose(), this.strip = null, !t) return;
		let r = y(t);
		this.metric = r.find((e) => e.key === n) ?? r[0];
		let i = e("div", "path-header"), a = e("select", "metric-picker");
		a.setAttribute("aria-label", "colour tokens by");
		for (let n of r) {
			let r = e("option", void 0, n.label);
			r.value = n.key, r.disabled = n.values(t) === null, r.selected = n.key === this.metric.key, a.append(r);
		}
		a.addEventListener("change", () => this.store.set({ metric: a.value })), i.append(e("span", "label", "colour by"), a);
		let o = this.metric.values(t);
		i.append(this.legend(o));
		let s = [`step ${t.step}`, `sample ${t.sampleIndex}`];
		if (t.groupId && s.push(`group ${N(t.groupId)}`), t.score !== null && s.push(`score ${ya(t.score)}`), i.append(e("span", "meta", s.join(" · "))), this.root.append(i), t.promptText) {
			let n = e("div", "prompt");
			n.append(e("span", "label", "prompt "), e("span", "prompt-text", Sa(t.promptText))), this.root.append(n);
		}
		let c = t.fields.get("entropy"), l = this.store.state.exploration?.forking_threshold ?? null, u = this.metric.key === "entropy" && c && l !== null ? (e) => c[e] > l : null;
		u && i.append(e("span", "forking-note", `outlined: forking tokens (entropy > ${ya(l, 3)})`));
		let d = new Qa(t, o, o ? b(this.metric, o) : null, u);
		this.strip = d;
		let f = d.element;
		f.tabIndex = 0, f.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), t.tokenIds.length === 0 && (t.responseText ? (f.append(e("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), f.append(e("div", "text-only", Sa(t.responseText)))) : f.append(e("span", "empty", "(empty response)"))), f.addEventListener("mouseover", (e) => {
			let t = d.indexOf(e.target);
			t >= 0 && this.activate(t);
		}), f.addEventListener("mouseleave", () => {
			document.activeElement !== f && this.activate(-1);
		}), f.addEventListener("focus", () => this.activate(Math.max(0, this.active))), f.addEventListener("blur", () => this.activate(-1)), f.addEventListener("keydown", (e) => {
			let t = {
				ArrowRight: 1,
				ArrowLeft: -1,
				Home: -Infinity,
				End: Infinity
			};
			if (!(e.key in t) || d.length === 0) return;
			e.preventDefault();
			let n = Math.min(d.length - 1, Math.max(0, this.active + t[e.key]));
			this.activate(Number.isFinite(n) ? n : 0);
		}), this.root.append(f);
	}
	legend(t) {
		let n = e("span", "legend");
		if (!t || !this.metric) return n.textContent = "not logged for this sample", n;
		let r = b(this.metric, t), i = e("span", "legend-bar");
		i.style.background = qa(r.kind);
		let a = Math.max(Math.abs(r.min), Math.abs(r.max)), [o, s] = r.kind === "diverging" ? [-a, a] : [r.min, r.max];
		return n.append(e("span", "legend-min", ya(o, 2)), i, e("span", "legend-max", ya(s, 2))), n;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.strip || e.length === 0) return !1;
		let t = Da(e);
		for (let n = 1; n <= e.length; n++) {
			let r = (Math.max(this.active, -1) + n) % e.length;
			if (e[r] >= t) return this.activate(r), !0;
		}
		return !1;
	}
	focusToken(e) {
		this.strip && e >= 0 && e < this.strip.length && e !== this.active && this.activate(e);
	}
	activate(e) {
		if (this.active >= 0 && this.strip && this.strip.span(this.active).classList.remove("active"), this.active = e, e < 0 || !this.trace || !this.strip) {
			this.card.hidden = !0;
			return;
		}
		let t = this.strip.span(e);
		t.classList.add("active"), this.store.set({ token: e }), t.scrollIntoView({ block: "nearest" }), this.fillCard(this.trace, e);
		let n = t.getBoundingClientRect();
		this.card.hidden = !1;
		let r = this.card.getBoundingClientRect(), i = Math.min(window.innerWidth - r.width - 8, Math.max(8, n.left)), a = n.bottom + 6, o = a + r.height > window.innerHeight ? n.top - r.height - 6 : a;
		this.card.style.left = `${i}px`, this.card.style.top = `${Math.max(8, o)}px`;
	}
	fillCard(t, n) {
		this.card.replaceChildren();
		let r = e("div", "card-title");
		r.append(e("span", "card-token", Ca(t.tokenText[n])), e("span", "card-id", `id ${t.tokenIds[n]} · position ${n}`)), this.card.append(r);
		let { alternatives: i, rank: a } = x(t, n), o = e("table", "card-numbers"), s = (e, t) => {
			let n = o.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		};
		t.responseMask && !t.responseMask[n] && s("response_mask", "0: not a policy token");
		let c = t.fields.get("log_prob");
		c && s("probability", ya(Math.exp(c[n]), 4));
		let l = t.fields.get("rollout_log_prob");
		l && s("rollout probability", ya(Math.exp(l[n]), 4)), t.topK && s("rank", a === null ? `> ${t.topK.k}` : String(a));
		for (let [e, r] of t.fields) s(h(e), ya(r[n], 4));
		for (let e of ["kl", "mismatch"]) {
			let r = t.fields.has(e) ? null : g(t, e);
			r && s(h(e), ya(r[n], 4));
		}
		if (i.length) {
			let r = e("div", "topk");
			r.append(e("div", "topk-title", `top-${i.length} alternatives`));
			for (let a of i) {
				let i = e("div", "topk-row");
				a.id === t.tokenIds[n] && i.classList.add("chosen");
				let o = e("span", "topk-bar");
				o.style.width = `${Math.max(1, a.prob * 100)}%`, i.append(e("span", "topk-text", Ca(a.text)), e("span", "topk-track", void 0), e("span", "topk-prob", ya(a.prob, 3))), i.children[1].append(o), r.append(i);
			}
			this.card.append(r);
		}
		this.card.append(o);
	}
}, co = class {
	element;
	constructor(t, n) {
		let r = e("select");
		r.setAttribute("aria-label", "run"), r.addEventListener("change", () => void n.selectRun(r.value));
		let i = e("select");
		i.setAttribute("aria-label", "traces of"), i.hidden = !0, i.addEventListener("change", () => void n.selectSplit(i.value));
		let a = e("label");
		a.append("Run ", r), this.element = e("span", "run-picker"), this.element.append(a, i), t.watch([
			"runs",
			"run",
			"split"
		], ({ runs: e, run: t, split: n }) => {
			r.replaceChildren(...e.map((e) => new Option(e.splits.length ? e.run : `${e.run} (no traces)`, e.run))), t !== null && (r.value = t);
			let a = e.find((e) => e.run === t)?.splits ?? [];
			i.replaceChildren(...a.map((e) => new Option(e, e))), i.value = n, i.hidden = a.length < 2;
		});
	}
};
function lo(t) {
	let n = e("span", "status");
	return n.setAttribute("role", "status"), t.watch(["message"], ({ message: e }) => {
		n.textContent = e?.text ?? "", n.dataset.kind = e?.kind ?? "";
	}), n;
}
// src/views/search.ts
var uo = class {
	root;
	store;
	controller;
	constructor(t, n, r) {
		this.root = t, this.store = n, this.controller = r, n.watch(["search"], ({ search: n }) => {
			n ? n.result ? this.show(n.result) : t.replaceChildren(e("div", "note", `Searching every step for "${n.phrase}"…`)) : t.replaceChildren();
		});
	}
	show(t) {
		this.root.replaceChildren();
		let n = t.matches.length, r = e("div", "chart-title", `${n}${t.truncated ? "+" : ""} recorded sample${n === 1 ? "" : "s"} of every step contain "${t.query}"` + (t.truncated ? ` (the first ${n} shown)` : "") + " (case-sensitive)" + (t.skipped ? `; ${t.skipped} damaged record${t.skipped === 1 ? "" : "s"} skipped` : "")), i = e("button", "search-close", "×");
		i.title = "close the search results", i.setAttribute("aria-label", "close the search results"), i.addEventListener("click", () => this.store.set({ search: null })), r.append(" ", i);
		let a = e("ol", "search-list");
		for (let [n, r, i, o] of t.matches) {
			let t = e("li", "search-hit");
			t.dataset.step = String(n), t.dataset.sample = String(r);
			let s = e("button", "search-open", `step ${n} · #${r} · ${i}`);
			s.addEventListener("click", () => void this.controller.selectStep(n, r)), t.append(s, e("span", "search-snippet", Sa(o))), a.append(t);
		}
		this.root.append(r, n ? a : e("div", "note", "No recorded prompt or response contains it."));
	}
}, fo = class {
	controller;
	sortKey = "sample";
	descending = !1;
	filter = "";
	texts = null;
	filterInput;
	searchAll;
	body;
	detail = null;
	selectedSample = null;
	constructor(t, r, i) {
		this.controller = i, this.filterInput = e("input"), this.filterInput.type = "search", this.filterInput.className = "sample-filter", this.filterInput.placeholder = "filter: score>0.5 len<200 best \"text in prompt or response\"", this.filterInput.setAttribute("aria-label", "filter samples"), this.filterInput.addEventListener("input", () => {
			this.filter = this.filterInput.value, this.wantsTexts() && this.texts === null && i.loadTexts(), this.render();
		}), this.searchAll = e("button", "view-button search-all"), this.searchAll.hidden = !0, this.searchAll.addEventListener("click", () => {
			let [e] = ie(this.filter);
			e && i.searchAll(e);
		}), this.body = e("div");
		let a = e("div", "search-results");
		t.append(this.filterInput, this.searchAll, this.body, a), new uo(a, r, i), r.watch(["stepDetail", "sample"], ({ stepDetail: e, sample: t }, n) => {
			this.show(e, t), n.has("stepDetail") && this.wantsTexts() && i.loadTexts();
		}), r.watch(["stepTexts"], ({ stepTexts: e }) => {
			e && this.setTexts(e.step, e.texts);
		}), document.addEventListener("keydown", (e) => {
			n(e) || (e.key === "j" && this.moveSample(1), e.key === "k" && this.moveSample(-1));
		});
	}
	moveSample(e) {
		let t = this.visibleSamples();
		if (t.length === 0) return;
		let n = t.findIndex((e) => e.sample_index === this.selectedSample), r = t[Math.min(t.length - 1, Math.max(0, n + e))];
		r && r.sample_index !== this.selectedSample && this.controller.selectSample(r.sample_index);
	}
	visibleSamples() {
		return this.detail ? te(this.detail.samples.filter((e) => M(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return ae(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let [t] = ie(this.filter);
		this.searchAll.hidden = !t, this.searchAll.textContent = t ? `Search every step for "${t}"` : "";
		let n = this.detail;
		if (this.filterInput.hidden = !n, !n) return;
		let r = e("div", "samples-caption"), i = this.visibleSamples();
		r.textContent = `Step ${n.step}: ${n.samples.length} recorded of ${n.batch_size} responses` + (i.length < n.samples.length ? ` (${i.length} match the filter)` : ""), this.body.append(r);
		let a = e("table", "samples"), o = a.createTHead().insertRow();
		for (let t of j) {
			let n = e("th");
			n.textContent = t.label + (this.sortKey === t.key ? this.descending ? " ▼" : " ▲" : ""), n.title = `${t.title} (click to sort)`, n.tabIndex = 0, n.dataset.key = t.key;
			let r = () => {
				this.descending = this.sortKey === t.key ? !this.descending : t.key !== "sample", this.sortKey = t.key, this.render();
			};
			n.addEventListener("click", r), n.addEventListener("keydown", (e) => e.key === "Enter" && r()), o.append(n);
		}
		let s = a.createTBody();
		for (let e of i) {
			let t = s.insertRow();
			t.tabIndex = 0, t.dataset.sample = String(e.sample_index), e.sample_index === this.selectedSample && t.classList.add("selected");
			for (let n of j) {
				let r = n.value(e), i = t.insertCell();
				n.key === "group" ? (i.textContent = N(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? ya(r) : String(r ?? "–");
			}
			let n = () => void this.controller.selectSample(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(a);
	}
}, po = class {
	element;
	slider;
	box;
	count;
	steps = [];
	constructor(r, i) {
		let a = (e) => void i.selectStep(e);
		this.element = e("span", "step-picker"), this.slider = e("input"), this.slider.type = "range", this.slider.min = "0", this.slider.setAttribute("aria-label", "logged steps"), this.slider.addEventListener("input", () => {
			let e = this.steps[Number(this.slider.value)];
			e && (this.box.value = String(e.step));
		}), this.slider.addEventListener("change", () => {
			let e = this.steps[Number(this.slider.value)];
			e && a(e.step);
		}), this.box = e("input"), this.box.type = "number", this.box.className = "step-box", this.box.setAttribute("aria-label", "go to step"), this.box.addEventListener("change", () => {
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : se(this.steps, e);
			t !== null && a(t);
		}), this.count = e("span", "step-count");
		let o = t("◀", "previous logged step", () => i.moveStep(-1)), s = t("▶", "next logged step", () => i.moveStep(1));
		this.element.append(o, this.slider, "step ", this.box, this.count, s), document.addEventListener("keydown", (e) => {
			n(e) || (e.key === "[" && i.moveStep(-1), e.key === "]" && i.moveStep(1));
		}), r.watch(["steps", "step"], (e) => this.show(e.steps, e.step));
	}
	show(e, t) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let n = t === null ? -1 : ce(e, t);
		this.slider.value = String(Math.max(0, n)), this.box.value = t === null ? "" : String(t), this.count.textContent = e.length ? ` (${n + 1} of ${e.length} traced)` : " (none traced)";
	}
}, mo = class {
	store = new xe(Se());
	controller = new de(this.store);
	constructor(t) {
		let { store: n, controller: r } = this;
		t.replaceChildren(), t.classList.add("tbv-app"), n.watch(["dark"], ({ dark: e }) => document.documentElement.classList.toggle("dark", e));
		let i = e("header", "toolbar");
		i.append(new co(n, r).element, new po(n, r).element, new L(n, r).element, lo(n));
		let a = e("section", "charts");
		new va(a, n, r, "chartSeries", !0);
		let o = e("section", "exploration");
		new Ya(o, n, r);
		let s = e("section", "samples-pane");
		new fo(s, n, r);
		let [c, l, u, d, f, p] = [
			e("div"),
			e("div", "credit"),
			e("div", "curves"),
			e("div", "heatmap-pane"),
			e("div", "group-view"),
			e("div", "history-view")
		];
		new so(c, n), new Pa(l, n), new Ia(u, n), new ro(d, n);
		let m = new eo(f, n, r), h = new io(p, n, r), g = e("div", "view-buttons");
		g.append(m.button, h.button);
		let _ = e("section", "path-pane");
		_.append(c, l, g, u, d, f, p);
		let v = e("main", "detail");
		v.append(s, _), t.append(i, a, o, v), n.watch([
			"run",
			"split",
			"step",
			"sample",
			"metric",
			"token"
		], (e) => {
			if (e.run === null) return;
			let { run: t, split: n, step: r, sample: i, token: a, metric: o } = e;
			be({
				run: t,
				split: n,
				step: r ?? void 0,
				sample: i ?? void 0,
				token: a ?? void 0,
				metric: o
			});
		}), ge((e) => n.set({ dark: e }));
	}
	async start() {
		await this.controller.start(ye()), _e(() => void this.controller.refresh());
	}
}, ho = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light;--chart-axis:#555;--chart-grid:#00000014;--chart-mark:#1976d2b3;--chart-cursor:#1565c0;--heatmap-cursor:#ff6f00;--run-0:#e65100;--run-1:#0072b2;--run-2:#009e73;--run-3:#cc79a7;--run-4:#56b4e9;--run-5:#d55e00;--run-6:#999;--run-7:#000;--curve-value:#1565c0;--curve-advantage:#e65100;--curve-entropy:#2e7d32;--curve-kl:#6a1b9a}:root.dark{--chart-axis:#bbb;--chart-grid:#ffffff14;--chart-mark:#78b4ffb3;--chart-cursor:#90caf9;--heatmap-cursor:#ff6f00;--run-0:#ff9e40;--run-1:#56b4e9;--run-2:#33c7a0;--run-3:#e69ad0;--run-4:#9fd3f5;--run-5:#f0a35e;--run-6:#bbb;--run-7:#fff;--curve-value:#90caf9;--curve-advantage:#ffb74d;--curve-entropy:#a5d6a7;--curve-kl:#ce93d8;--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.run-picker{align-items:center;gap:8px;display:inline-flex}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view{margin-top:10px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.forking{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}";
// src/index.ts
function go() {
	let t = e("style");
	t.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + ho, document.head.append(t), new mo(document.body).start();
}
export { go as render };
