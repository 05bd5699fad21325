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
function _(e) {
	return p.filter((t) => t.derived_from.length && !e.fields.has(t.name)).map((t) => [t.name, g(e, t.name)]).filter((e) => e[1] !== null);
}
var v = {
	key: "probability",
	label: "probability",
	kind: "sequential",
	fixed: [0, 1],
	values: (e) => g(e, "log_prob")?.map(Math.exp) ?? null
};
function y() {
	return [v, ...p.map((e) => ({
		key: e.name,
		label: e.label,
		kind: e.scale,
		values: (t) => g(t, e.name)
	}))];
}
function b(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: h(n),
		kind: "diverging",
		values: (e) => e.fields.get(n) ?? null
	});
	return [...y(), ...t];
}
function x(e, t) {
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
function S(e, t) {
	let n = b(e), r = n.find((e) => e.key === t) ?? n[0], i = r.values(e);
	return {
		values: i,
		scale: i ? x(r, i) : null
	};
}
function C(e, t) {
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
var w = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function T(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new w(i.status, await i.text() || i.statusText);
	return await i.json();
}
function E(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: u(n)
	}));
}
var D = {
	fields: () => T("fields").then((e) => e.fields),
	runs: () => T("runs").then((e) => e.runs),
	scalars: (e, t) => T("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => T("steps", {
		run: e,
		split: t
	}).then((e) => E(e.steps)),
	exploration: (e) => T("exploration", { run: e }),
	search: (e, t, n) => T("search", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => T("step", {
		run: e,
		step: t,
		split: n
	}),
	prompt: (e, t, n) => T("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => T("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(d),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => D.trace(e, n, r, t)))
};
// src/model/steps.ts
function O(e, t, n) {
	let r = 0, i = e;
	for (; r < i;) {
		let e = r + i >> 1;
		t(e) < n ? r = e + 1 : i = e;
	}
	return r;
}
function k(e, t, n) {
	if (e === 0) return -1;
	let r = Math.min(e - 1, O(e, t, n));
	return r > 0 && Math.abs(t(r - 1) - n) <= Math.abs(t(r) - n) ? r - 1 : r;
}
function ee(e, t) {
	let n = k(e.length, (t) => e[t].step, t);
	return n < 0 ? null : e[n].step;
}
function A(e, t) {
	let n = O(e.length, (t) => e[t].step, t);
	return n < e.length && e[n].step === t ? n : -1;
}
function te(e, t) {
	return e.length === t.length && e.every((e, n) => {
		let r = t[n];
		return e.step === r.step && e.samples === r.samples && Object.is(e.meanScore, r.meanScore);
	});
}
function ne(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = r > 0 ? e[r - 1] : "";
		(r === 0 || n >= 256 && i.endsWith("\n") || n >= 1024) && (t.push(r), n = 0), n++;
	}
	return t;
}
function re(e, t) {
	return Math.max(0, O(e.length, (t) => e[t], t + 1) - 1);
}
function ie(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
function ae(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
function oe(e, t, n) {
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
function j(e, t) {
	return oe(e.map(Math.abs), t, !0).top.map((t) => ({
		position: t.position,
		value: e[t.position]
	}));
}
var M = [
	"value",
	"advantage",
	"entropy",
	"kl"
];
function N(e) {
	let t = [];
	for (let n of M) {
		let r = g(e, n);
		r && t.push({
			field: n,
			label: h(n),
			values: r
		});
	}
	return t;
}
function se(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function P(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
function F(e) {
	let t = 0, n = 0, r = 0;
	for (let i = 0; i < e.length; i++) {
		let a = e[i];
		Number.isFinite(a) && (t++, n += a, r += a * a);
	}
	if (t === 0) return null;
	let i = n / t;
	return {
		mean: i,
		spread: Math.sqrt(Math.max(0, r / t - i * i))
	};
}
function ce(e, t) {
	return Math.abs(e) >= .05 && t <= Math.abs(e) / 4 ? `Every token is shifted by about ${e.toFixed(3)} (spread ${t.toFixed(3)}): the trainer and the rollout engine normalise their probabilities differently, a constant gap rather than rounding noise. Typical causes: a vocabulary padded beyond the tokenizer whose extra ids only one engine masks (verl masks them in vLLM, not in the actor), or a temperature applied on one side only.` : null;
}
// src/model/charts.ts
function le(e, t) {
	if (t <= 0) return e.slice();
	let n = 0, r = 0;
	return e.map((e) => e === null || !Number.isFinite(e) ? e : (n = n * t + (1 - t) * e, r += 1, n / (1 - t ** +r)));
}
function ue(e, t, n) {
	let r = new Uint8Array(Math.max(0, Math.ceil(n)));
	for (let n of e) {
		let e = Math.floor(t(n));
		e >= 0 && e < r.length && (r[e] = 1);
	}
	return r;
}
var de = [
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
function fe(e) {
	let t = new Set(e), n = [];
	for (let e of de) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
var pe = [
	"exploration/forking_share",
	"exploration/top1_prob/mean",
	"exploration/exploratory_share",
	"exploration/groups/dead_share",
	"mismatch/share_beyond",
	"mismatch/log_ratio/mean",
	"mismatch/log_ratio/std"
];
function me(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
function he(e, t) {
	let n = new Map(t.map(([e, , t]) => [e, u(t)])), r = 0, i = 0, a = null;
	for (let [t, , o] of e) {
		let e = u(o), s = n.get(t);
		if (e === null || s == null || !Number.isFinite(e) || !Number.isFinite(s)) continue;
		i++;
		let c = ce(e, s);
		c && (r++, (!a || t > a.step) && (a = {
			step: t,
			note: c
		}));
	}
	return a && {
		count: r,
		of: i,
		...a
	};
}
// src/model/compare.ts
function ge(e, t, n) {
	let r = ([e, r]) => [
		Math.abs(e - t),
		e,
		r === n ? 0 : 1,
		r
	], i = null;
	for (let t of e) (i === null || _e(r(t), r(i))) && (i = t);
	return i === null ? null : [i[0], i[1]];
}
function _e(e, t) {
	let n = e.findIndex((e, n) => e !== t[n]);
	return n >= 0 && e[n] < t[n];
}
function ve(e, t) {
	let n = Math.min(e.length, t.length);
	for (let r = 0; r < n; r++) if (e[r] !== t[r]) return r;
	return e.length === t.length ? -1 : n;
}
function ye(e, t, n) {
	let r = (e, t) => {
		if (n >= e.tokenIds.length) return {
			text: null,
			prob: null,
			probOfOther: null
		};
		let r = g(e, "log_prob"), i = n < t.tokenIds.length ? t.tokenIds[n] : null, a = C(e, n).alternatives.find((e) => e.id === i);
		return {
			text: e.tokenText[n],
			prob: r ? Math.exp(r[n]) : null,
			probOfOther: a ? a.prob : null
		};
	};
	return {
		ours: r(e, t),
		theirs: r(t, e)
	};
}
// src/model/samples.ts
var be = [
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
function xe(e, t, n) {
	let r = be.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var Se = {
	score: (e) => u(e.score),
	len: (e) => e.length,
	entropy: (e) => u(e.mean_entropy),
	kl: (e) => u(e.mean_kl)
}, Ce = /^(score|len|entropy|kl)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function I(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1]);
}
function L(e) {
	return I(e).map((e) => e.toLowerCase());
}
function we(e, t, n) {
	if (n !== void 0 && !L(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = Ce.exec(t);
		if (n) {
			let t = Se[n[1]](e), r = Number(n[3]);
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
function Te(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
function Ee(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (u(t.score) ?? -Infinity) - (u(e.score) ?? -Infinity));
}
function De(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
// src/controller.ts
function Oe(e) {
	return e instanceof w ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var ke = 24, Ae = class {
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
		e.metric && this.store.set({ metric: e.metric }), e.vs && this.store.set({ compareRun: e.vs }), this.inform("Loading runs…");
		try {
			let [t, n] = await Promise.all([D.fields(), D.runs()]);
			if (m(t), this.store.set({ runs: n }), n.length === 0) {
				this.inform("No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions.");
				return;
			}
			let r = n.find((t) => t.run === e.run);
			await this.selectRun((r ?? n.find((e) => e.splits.length) ?? n[0]).run, r ? e : {});
		} catch (e) {
			this.fail(`Cannot list runs: ${Oe(e)}`);
		}
	}
	async refresh() {
		if (!this.refreshing) {
			this.refreshing = !0;
			try {
				let e = await D.runs();
				this.store.set({ runs: e });
				let { run: t, split: n, step: r } = this.store.state, i = e.find((e) => e.run === t);
				if (t === null || !i) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				let a = i.splits.includes(n) ? await D.steps(t, n) : [];
				if (t !== this.store.state.run) return;
				te(a, this.store.state.steps) || this.store.set({ steps: a }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : fe(i.scalar_tags)), await this.loadExploration(i), r === null && a.length && await this.selectStep(a[a.length - 1].step);
			} catch (e) {
				this.fail(`Reload failed: ${Oe(e)}`);
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
			let i = r?.splits.length ? D.steps(e, a) : Promise.resolve([]);
			await Promise.all([this.loadCharts(fe(r?.scalar_tags ?? [])), this.loadExploration(r ?? null)]);
			let o = await i;
			if (n !== this.generation.run) return;
			if (this.store.set({ steps: o }), o.length === 0) {
				this.inform("No decision traces in this run: call TraceLogger.log_decisions(step, ...).");
				return;
			}
			let s = t.step === void 0 ? o[o.length - 1].step : ee(o, t.step);
			await this.selectStep(s, t.sample), t.token !== void 0 && n === this.generation.run && this.store.set({ token: t.token });
		} catch (e) {
			n === this.generation.run && this.fail(Oe(e));
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
			let r = await D.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r });
			let i = this.store.state.step, a = i === null ? null : ee(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.fail(Oe(e));
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
		let t = pe.filter((t) => e.scalar_tags.includes(t)), [n, r] = await Promise.all([D.exploration(e.run), this.fetchSeries(t, [e.run])]);
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
				points: await D.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await D.traces(e, n, r.samples.map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.store.state.stepDetail === r && this.store.set({ stepTexts: {
				step: t,
				texts: a
			} });
		} catch (e) {
			this.fail(Oe(e));
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
			let i = await D.search(t, n, e);
			this.store.state.search === r && this.store.set({ search: {
				phrase: e,
				result: i
			} });
		} catch (e) {
			this.store.set({ search: null }), this.fail(Oe(e));
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let a = Ee(i.samples, r.groupId);
		try {
			let i = await D.traces(e, n, a.map((e) => [t, e.sample_index]));
			this.store.state.trace === r && this.store.set({ group: {
				groupId: r.groupId,
				traces: i
			} });
		} catch (e) {
			this.fail(Oe(e));
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n } = this.store.state, r = this.openSummary();
		if (e !== null && n && r) try {
			let i = await D.prompt(e, r.prompt_hash, t), a = De(i, ke), o = await D.traces(e, t, a.map(([e, t]) => [e, t]));
			this.store.state.trace === n && this.store.set({ history: {
				promptText: n.promptText,
				traces: o,
				occurrences: i.length
			} });
		} catch (e) {
			this.fail(Oe(e));
		}
	}
	async comparePrompt(e) {
		this.store.set({
			compareRun: e,
			comparison: null
		}), e !== null && await this.loadComparison();
	}
	async loadComparison() {
		let { compareRun: e, split: t, trace: n } = this.store.state, r = this.openSummary();
		if (e === null || !n || !r) return;
		let i = () => this.store.state.trace === n && this.store.state.compareRun === e;
		try {
			let a = ge(await D.prompt(e, r.prompt_hash, t), n.step, n.sampleIndex), o = a === null ? null : await D.trace(e, a[0], a[1], t);
			i() && this.store.set({ comparison: {
				run: e,
				trace: o,
				note: o ? null : `${e} recorded no response to this prompt (${t}).`
			} });
		} catch (t) {
			i() && this.store.set({ comparison: {
				run: e,
				trace: null,
				note: Oe(t)
			} });
		}
	}
	selectNearest(e) {
		let t = ee(this.store.state.steps, e);
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
			let i = await D.step(n, e, this.store.state.split);
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
			r === this.generation.step && this.fail(Oe(e));
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
			let i = await D.trace(t, n, e, this.store.state.split);
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				token: null,
				group: null,
				history: null,
				message: null
			}), this.store.state.compareRun !== null && await this.loadComparison();
		} catch (e) {
			r === this.generation.trace && this.fail(Oe(e));
		}
	}
	openSummary() {
		let { stepDetail: e, trace: t } = this.store.state;
		return e?.samples.find((e) => e.sample_index === t?.sampleIndex);
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
}, je = "tbv=";
function Me(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(je));
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
	return i("run"), i("split"), i("metric"), i("vs"), a("step"), a("sample"), a("token"), r;
}
function Ne(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(je)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(je + encodeURIComponent(i)), `#${n.join("&")}`;
}
// src/host.ts
function Pe() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function Fe(e) {
	let t = Pe();
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
function Ie(e) {
	let t = Pe();
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
function Le() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function Re() {
	return Me(Le().location.hash);
}
function ze(e) {
	let t = Le(), n = Ne(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// src/state.ts
var Be = class {
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
function Ve() {
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
		compareRun: null,
		comparison: null,
		history: null,
		message: null,
		dark: !1
	};
}
// src/views/chartcontrols.ts
var He = class {
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
}, Ue = !0, We = "uplot", Ge = "u-hz", Ke = "u-vt", qe = "u-title", Je = "u-wrap", Ye = "u-under", Xe = "u-over", Ze = "u-axis", Qe = "u-off", $e = "u-select", et = "u-cursor-x", tt = "u-cursor-y", nt = "u-cursor-pt", rt = "u-legend", it = "u-live", at = "u-inline", ot = "u-series", st = "u-marker", ct = "u-label", lt = "u-value", ut = "width", dt = "height", ft = "top", pt = "bottom", mt = "left", ht = "right", gt = "#000", _t = "#0000", vt = "mousemove", yt = "mousedown", bt = "mouseup", xt = "mouseenter", St = "mouseleave", Ct = "dblclick", wt = "resize", Tt = "scroll", Et = "change", Dt = "dppxchange", Ot = "--", kt = typeof window < "u", At = kt ? document : null, jt = kt ? window : null, Mt = kt ? navigator : null, R, Nt;
function Pt() {
	let e = devicePixelRatio;
	R != e && (R = e, Nt && Jt(Et, Nt, Pt), Nt = matchMedia(`(min-resolution: ${R - .001}dppx) and (max-resolution: ${R + .001}dppx)`), qt(Et, Nt, Pt), jt.dispatchEvent(new CustomEvent(Dt)));
}
function Ft(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function It(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function z(e, t, n) {
	e.style[t] = n + "px";
}
function Lt(e, t, n, r) {
	let i = At.createElement(e);
	return t != null && Ft(i, t), n?.insertBefore(i, r), i;
}
function Rt(e, t) {
	return Lt("div", e, t);
}
var zt = /* @__PURE__ */ new WeakMap();
function Bt(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != zt.get(e) && (e.style.transform = a, zt.set(e, a), t < 0 || n < 0 || t > r || n > i ? Ft(e, Qe) : It(e, Qe));
}
var Vt = /* @__PURE__ */ new WeakMap();
function Ht(e, t, n) {
	let r = t + n;
	r != Vt.get(e) && (Vt.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var Ut = /* @__PURE__ */ new WeakMap();
function Wt(e, t, n, r) {
	let i = t + "" + n;
	i != Ut.get(e) && (Ut.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var Gt = { passive: !0 }, Kt = {
	...Gt,
	capture: !0
};
function qt(e, t, n, r) {
	t.addEventListener(e, n, r ? Kt : Gt);
}
function Jt(e, t, n, r) {
	t.removeEventListener(e, n, Gt);
}
kt && Pt();
function Yt(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : hn((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function Xt(e) {
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
var Zt = (e) => e != null, Qt = (e) => e != null && e > 0, $t = Xt(Zt), en = Xt(Qt);
function tn(e, t, n, r = 0, i = !1) {
	let a = i ? en : $t, o = i ? Qt : Zt;
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
	return [s ?? U, c ?? -U];
}
function nn(e, t, n, r) {
	let i = xn(e), a = xn(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? Sn : Cn, s = i == 1 ? hn : _n, c = a == 1 ? _n : hn, l = s(o(mn(e))), u = c(o(mn(t))), d = bn(n, l), f = bn(n, u);
	return n == 10 && (l < 0 && (d = G(d, -l)), u < 0 && (f = G(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = zn(e, d), t = Rn(t, f)), [e, t];
}
function rn(e, t, n, r) {
	let i = nn(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var an = .1, on = {
	mode: 3,
	pad: an
}, sn = {
	pad: 0,
	soft: null,
	mode: 0
}, cn = {
	min: sn,
	max: sn
};
function ln(e, t, n, r) {
	return Xn(n) ? V(e, t, n) : (sn.pad = n, sn.soft = r ? 0 : null, sn.mode = r ? 3 : 0, V(e, t, cn));
}
function B(e, t) {
	return e ?? t;
}
function un(e, t, n) {
	for (t = B(t, 0), n = B(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function V(e, t, n) {
	let r = n.min, i = n.max, a = B(r.pad, 0), o = B(i.pad, 0), s = B(r.hard, -U), c = B(i.hard, U), l = B(r.soft, U), u = B(i.soft, -U), d = B(r.mode, 0), f = B(i.mode, 0), p = t - e, m = Sn(p), h = yn(mn(e), mn(t)), g = mn(Sn(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != U && (a = 0), f == 2 && u != -U && (o = 0)));
	let _ = p || h || 1e3, v = bn(10, hn(Sn(_))), y = G(zn(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : U, x = yn(s, y < b && e >= b ? b : vn(b, y)), S = G(Rn(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -U, w = vn(c, S > C && t <= C ? C : yn(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var dn = new Intl.NumberFormat(kt ? Mt.language : "en-US"), fn = (e) => dn.format(e), H = Math, pn = H.PI, mn = H.abs, hn = H.floor, gn = H.round, _n = H.ceil, vn = H.min, yn = H.max, bn = H.pow, xn = H.sign, Sn = H.log10, Cn = H.log2, wn = (e, t = 1) => H.sinh(e) * t, Tn = (e, t = 1) => H.asinh(e / t), U = Infinity;
function En(e) {
	return (Sn((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Dn(e, t, n) {
	return vn(yn(e, t), n);
}
function On(e) {
	return typeof e == "function";
}
function W(e) {
	return On(e) ? e : () => e;
}
var kn = () => {}, An = (e) => e, jn = (e, t) => t, Mn = (e) => null, Nn = (e) => !0, Pn = (e, t) => e == t, Fn = /\.\d*?(?=9{6,}|0{6,})/gm, In = (e) => {
	if (qn(e) || Bn.has(e)) return e;
	let t = `${e}`, n = t.match(Fn);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${In(e)}e${n}`;
	}
	return G(e, r);
};
function Ln(e, t) {
	return In(G(In(e / t)) * t);
}
function Rn(e, t) {
	return In(_n(In(e / t)) * t);
}
function zn(e, t) {
	return In(hn(In(e / t)) * t);
}
function G(e, t = 0) {
	if (qn(e)) return e;
	let n = 10 ** t;
	return gn(e * n * (1 + 2 ** -52)) / n;
}
var Bn = /* @__PURE__ */ new Map();
function Vn(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Hn(e, t, n, r) {
	let i = [], a = r.map(Vn);
	for (let o = t; o < n; o++) {
		let t = mn(o), n = G(bn(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : G(c, l);
			i.push(u), Bn.set(u, l);
		}
	}
	return i;
}
var Un = {}, Wn = [], Gn = [null, null], Kn = Array.isArray, qn = Number.isInteger, Jn = (e) => e === void 0;
function Yn(e) {
	return typeof e == "string";
}
function Xn(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function Zn(e) {
	return typeof e == "object" && !!e;
}
var Qn = Object.getPrototypeOf(Uint8Array), $n = "__proto__";
function er(e, t = Xn) {
	let n;
	if (Kn(e)) {
		let r = e.find((e) => e != null);
		if (Kn(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = er(e[r], t);
		} else n = e.slice();
	} else if (e instanceof Qn) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != $n && (n[r] = er(e[r], t));
	} else n = e;
	return n;
}
function K(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != $n && (Xn(e[t]) ? K(e[t], er(r[t])) : e[t] = er(r[t]));
	}
	return e;
}
var tr = 0, nr = 1, rr = 2;
function ir(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function ar(e, t) {
	if (cr(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return lr(t[0]) || (t = sr(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : nr, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != tr && (l[n] = t, u == rr && d.push(n)) : l[n] = t;
			}
			ir(l, d, i), r.push(l);
		}
	}
	return r;
}
var or = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function sr(e) {
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
function cr(e) {
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
function lr(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = yn(1, hn((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var ur = [
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
], dr = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function fr(e) {
	return e.slice(0, 3);
}
var pr = dr.map(fr), mr = {
	MMMM: ur,
	MMM: ur.map(fr),
	WWWW: dr,
	WWW: pr
};
function hr(e) {
	return (e < 10 ? "0" : "") + e;
}
function gr(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var _r = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => hr(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => hr(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => hr(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => hr(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => hr(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => gr(e.getMilliseconds())
};
function vr(e, t) {
	t ||= mr;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? _r[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var yr = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function br(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == yr ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var xr = (e) => e % 1 == 0, Sr = [
	1,
	2,
	2.5,
	5
], Cr = Hn(10, -32, 0, Sr), wr = Hn(10, 0, 32, Sr), Tr = wr.filter(xr), Er = Cr.concat(wr), Dr = "\n", Or = "{YYYY}", kr = Dr + Or, Ar = "{M}/{D}", jr = Dr + Ar, Mr = jr + "/{YY}", Nr = "{aa}", Pr = "{h}:{mm}" + Nr, Fr = Dr + Pr, Ir = ":{ss}", q = null;
function Lr(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Hn(10, 0, 3, Sr).filter(xr) : Hn(10, -3, 0, Sr)).concat([
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
			Or,
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
			kr,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			i,
			Ar,
			kr,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			r,
			"{h}" + Nr,
			Mr,
			q,
			jr,
			q,
			q,
			q,
			1
		],
		[
			n,
			Pr,
			Mr,
			q,
			jr,
			q,
			q,
			q,
			1
		],
		[
			t,
			Ir,
			Mr + " " + Pr,
			q,
			jr + " " + Pr,
			q,
			Fr,
			q,
			1
		],
		[
			e,
			Ir + ".{fff}",
			Mr + " " + Pr,
			q,
			jr + " " + Pr,
			q,
			Fr,
			q,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = G(g * e, 3), v = qr(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = G(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : G(qr(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(gn(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = qr(c + r * a, l + n * a, 1), s = o - t(G(o * e, 3));
					i = G((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (hn(l) - hn(_)) + Rn(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = G(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = hn(G(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					G((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Rr, zr, Br] = Lr(1), [Vr, Hr, Ur] = Lr(.001);
Hn(2, -53, 53, [1]);
function Wr(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Gr(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Kr(e, t) {
	let n = vr(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function qr(e, t, n) {
	return new Date(e, t, n);
}
function Jr(e, t) {
	return t(e);
}
var Yr = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function Xr(e, t) {
	return (n, r, i, a) => a == null ? Ot : t(e(r));
}
function Zr(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function J(e, t) {
	return e.series[t].fill(e, t);
}
var Qr = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: kn,
	markers: {
		show: !0,
		width: 2,
		stroke: Zr,
		fill: J,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function Y(e, t) {
	let n = e.cursor.points, r = Rt(), i = n.size(e, t);
	z(r, ut, i), z(r, dt, i);
	let a = i / -2;
	z(r, "marginLeft", a), z(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && z(r, "borderWidth", o), r;
}
function $r(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function ei(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function ti(e, t) {
	return e.series[t].points.size;
}
var X = [0, 0];
function Z(e, t, n) {
	return X[0] = t, X[1] = n, X;
}
function ni(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function ri(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var ii = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: Z,
	points: {
		one: !1,
		show: Y,
		size: ti,
		width: 0,
		stroke: ei,
		fill: $r
	},
	bind: {
		mousedown: ni,
		mouseup: ni,
		click: ni,
		dblclick: ni,
		mousemove: ri,
		mouseleave: ri,
		mouseenter: ri
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
}, ai = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, oi = K({}, ai, { filter: jn }), si = K({}, oi, { size: 10 }), ci = K({}, ai, { show: !1 }), li = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", ui = "bold " + li, di = 1.5, fi = {
	show: !0,
	scale: "x",
	stroke: gt,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: ui,
	side: 2,
	grid: oi,
	ticks: si,
	border: ci,
	font: li,
	lineGap: di,
	rotate: 0
}, pi = "Value", mi = "Time", hi = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: U,
	max: -Infinity,
	idxs: []
};
function gi(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : fn(e));
}
function _i(e, t, n, r, i, a, o) {
	let s = [], c = Bn.get(i) || 0;
	n = o ? n : G(Rn(n, i), c);
	for (let e = n; e <= r; e = G(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function vi(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = bn(c, hn((c == 10 ? Sn : Cn)(n))), c == 10 && (i = Er[Yt(i, Er)]);
	let l = n, u = i * c;
	c == 10 && (u = Er[Yt(u, Er)]);
	do
		s.push(l), l += i, c == 10 && !Bn.has(l) && (l = G(l, Bn.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Er[Yt(u, Er)]));
	while (l <= r);
	return s;
}
function yi(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? vi(e, t, yn(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? vi(e, t, yn(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var bi = /./, xi = /[12357]/, Si = /[125]/, Ci = /1/, wi = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Ti(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? bi : c(7, o) - u >= l ? xi : c(5, o) - u >= l ? Si : Ci;
	if (d == Ci) {
		let e = mn(c(1, o) - u);
		if (e < l) return wi(t.slice().reverse(), s.distr, d, _n(l / e)).reverse();
	}
	return wi(t, s.distr, d, 1);
}
function Ei(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = mn(c(1, o) - c(2, o));
	return l < s ? wi(t.slice().reverse(), 3, bi, _n(s / l)).reverse() : t;
}
function Di(e, t, n, r) {
	return r == null ? Ot : t == null ? "" : fn(t);
}
var Oi = {
	show: !0,
	scale: "y",
	stroke: gt,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: ui,
	side: 3,
	grid: oi,
	ticks: si,
	border: ci,
	font: li,
	lineGap: di,
	rotate: 0
};
function ki(e, t) {
	return G((3 + (e || 1) * 2) * t, 3);
}
function Ai(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = mn(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * R);
	return r[1] - r[0] <= o;
}
var ji = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: U,
	max: -Infinity
}, Mi = (e, t, n, r, i) => i, Ni = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Mi,
	alpha: 1,
	facets: [K({}, ji, { scale: "x" }), K({}, ji, { scale: "y" })]
}, Pi = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Mi,
	alpha: 1,
	points: {
		show: Ai,
		filter: null
	},
	values: null,
	min: U,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Fi(e, t, n, r, i) {
	return n / 10;
}
var Ii = {
	time: Ue,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Li = K({}, Ii, {
	time: !1,
	ori: 1
}), Ri = {};
function zi(e, t) {
	let n = Ri[e];
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
	}, e != null && (Ri[e] = n)), n;
}
var Bi = 1, Vi = 2;
function Hi(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, Zi, $i, ta, ra, aa) : n(i, c, l, u, d, _, g, p, f, h, m, Qi, ea, na, ia, oa);
}
function Ui(e, t) {
	let n = 0, r = 0, i = B(e.bands, Wn);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Wi(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Gi(e, t, n, r, i, a) {
	return Hi(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? $i : ea, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function Ki(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? ta : na, c = n;
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
function qi(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function Ji(e, t, n, r, i, a, o) {
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
function Yi(e) {
	return e == 0 ? An : e == 1 ? gn : (t) => Ln(t, e);
}
function Xi(e) {
	let t = e == 0 ? Zi : Qi, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = vn(c, o / 2, s / 2), l = vn(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var Zi = (e, t, n) => {
	e.moveTo(t, n);
}, Qi = (e, t, n) => {
	e.moveTo(n, t);
}, $i = (e, t, n) => {
	e.lineTo(t, n);
}, ea = (e, t, n) => {
	e.lineTo(n, t);
}, ta = Xi(0), na = Xi(1), ra = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, ia = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, aa = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, oa = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function sa(e) {
	return (e, t, n, r, i) => Hi(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = Zi, v = ra) : (_ = Qi, v = ia);
		let y = G(g.width * R, 3), b = (g.size - g.width) / 2 * R, x = G(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		ta(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, pn * 2);
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
function ca(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var la = ca($i), ua = ca(ea);
function da(e) {
	let t = B(e?.alignGaps, 0);
	return (e, n, r, i) => Hi(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = $t(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = $i, b = la) : (y = ea, b = ua);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Bi
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
		let [T, E] = Ui(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...Ji(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = Ki(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Gi(e, n, r, i, C, -1), Gi(e, n, r, i, C, 1)] : Gi(e, n, r, i, C, E)), S;
	});
}
function fa(e) {
	let t = B(e.align, 1), n = B(e.ascDesc, !1), r = B(e.alignGaps, 0), i = B(e.extend, !1);
	return (e, a, o, s) => Hi(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = $t(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? $i : ea, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Bi
		}, E = T.stroke, D = d.dir * (d.ori == 0 ? 1 : -1), O = C(u[D == 1 ? o : s]), k = S(l[D == 1 ? o : s]), ee = k, A = k;
		i && t == -1 && (A = b, w(E, A, O)), w(E, k, O);
		for (let e = D == 1 ? o : s; e >= o && e <= s; e += D) {
			let n = u[e];
			if (n == null) continue;
			let r = S(l[e]), i = C(n);
			t == 1 ? w(E, r, O) : w(E, ee, i), w(E, r, i), O = i, ee = r;
		}
		let te = ee;
		i && t == 1 && (te = b + x, w(E, te, O));
		let [ne, re] = Ui(e, a);
		if (c.fill != null || ne != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, ne));
			w(t, te, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...Ji(l, u, o, s, D, S, r));
			let f = c.width * R / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = Ki(i, d.ori, h, g, _, v);
		}
		return re != 0 && (T.band = re == 2 ? [Gi(e, a, o, s, E, -1), Gi(e, a, o, s, E, 1)] : Gi(e, a, o, s, E, re)), T;
	});
}
function Q(e, t, n, r, i, a, o = U) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = mn(e[c] - e[s]);
				t < l && (l = t, o = mn(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function pa(e) {
	e ||= Un;
	let t = B(e.size, [
		.6,
		U,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = W(i), o = 1 - t[0], s = B(t[1], U), c = B(t[2], 1), l = B(e.disp, Un), u = B(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Hi(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * R, O = s * R, k = c * R, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let te = _.dir * (_.ori == 0 ? 1 : -1), ne = _.ori == 0 ? ta : na, re = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ie = B(e.bands, Wn).find((e) => e.series[0] == t), ae = ie == null ? 0 : ie.dir, oe = m.fillTo(e, t, m.min, m.max, ae), j = T(b(oe, v, w, S)), M, N, se, P = C, F = T(m.width * R), ce = !1, le = null, ue = null, de = null, fe = null;
		d != null && (F == 0 || f != null) && (ce = !0, le = d.values(e, t, i, p), ue = /* @__PURE__ */ new Map(), new Set(le).forEach((e) => {
			e != null && ue.set(e, new Path2D());
		}), F > 0 && (de = f.values(e, t, i, p), fe = /* @__PURE__ */ new Map(), new Set(de).forEach((e) => {
			e != null && fe.set(e, new Path2D());
		})));
		let { x0: pe, size: me } = l;
		if (pe != null && me != null) {
			E = 1, h = pe.values(e, t, i, p), pe.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = me.values(e, t, i, p);
			N = me.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), P = Q(h, g, y, _, C, x, P), se = P - N + D;
		} else P = Q(h, g, y, _, C, x, P), se = P * o + D, N = P - se;
		se < 1 && (se = 0), F >= N / 2 && (F = 0), se < 5 && (T = An);
		let he = se > 0, ge = P - se - (he ? F : 0);
		N = T(Dn(ge, k, O)), M = (E == 0 ? N / 2 : E == te ? 0 : N) - E * te * ((E == 0 ? D / 2 : 0) + (he ? F / 2 : 0));
		let _e = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, ve = ce ? null : new Path2D(), ye = null;
		if (ie != null) ye = e.data[ie.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), ye = n.values(e, t, i, p));
		}
		let be = ee * N, xe = A * N;
		for (let n = te == 1 ? i : p; n >= i && n <= p; n += te) {
			let r = g[n];
			if (r == null) continue;
			if (ye != null) {
				let e = ye[n] ?? 0;
				if (r - e == 0) continue;
				j = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(B(r, oe), v, w, S), o = T(i - M), s = T(yn(a, j)), c = T(vn(a, j)), u = s - c;
			if (r != null) {
				let i = r < 0 ? xe : be, a = r < 0 ? be : xe;
				ce ? (F > 0 && de[n] != null && ne(fe.get(de[n]), o, c + hn(F / 2), N, yn(0, u - F), i, a), le[n] != null && ne(ue.get(le[n]), o, c + hn(F / 2), N, yn(0, u - F), i, a)) : ne(ve, o, c + hn(F / 2), N, yn(0, u - F), i, a), re(e, t, n, o - F / 2, c, N + F, u);
			}
		}
		return F > 0 ? _e.stroke = ce ? fe : ve : ce || (_e._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, _e.width = 0), _e.fill = ce ? ue : ve, _e;
	});
}
function $(e, t) {
	let n = B(t?.alignGaps, 0);
	return (t, r, i, a) => Hi(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = $t(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = Zi, S = $i, x = aa) : (b = Qi, S = ea, x = oa);
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
			flags: Bi
		}, k = O.stroke, [ee, A] = Ui(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...Ji(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = Ki(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [Gi(t, r, i, a, k, -1), Gi(t, r, i, a, k, 1)] : Gi(t, r, i, a, k, A)), O;
	});
}
function ma(e) {
	return $(ha, e);
}
function ha(e, t, n, r, i, a) {
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
var ga = /* @__PURE__ */ new Set();
function _a() {
	for (let e of ga) e.syncRect(!0);
}
kt && (qt(wt, jt, _a), qt(Tt, jt, _a, !0), qt(Dt, jt, () => {
	Na.pxRatio = R;
}));
var va = da(), ya = sa();
function ba(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Sa(e, r, t, n));
}
function xa(e, t) {
	return e.map((e, n) => n == 0 ? {} : K({}, t, e));
}
function Sa(e, t, n, r) {
	return K({}, t == 0 ? n : r, e);
}
function Ca(e, t, n) {
	return t == null ? Gn : [t, n];
}
var wa = Ca;
function Ta(e, t, n) {
	return t == null ? Gn : ln(t, n, an, !0);
}
function Ea(e, t, n, r) {
	return t == null ? Gn : nn(t, n, e.scales[r].log, !1);
}
var Da = Ea;
function Oa(e, t, n, r) {
	return t == null ? Gn : rn(t, n, e.scales[r].log, !1);
}
var ka = Oa;
function Aa(e, t, n, r, i) {
	let a = yn(En(e), En(t)), o = t - e, s = Yt(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Bn.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function ja(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = gn((n = +r) * R)) + "px"), [
		e,
		t,
		n
	];
}
function Ma(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = G(e[2] * R, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Na(e, t, n) {
	let r = { mode: B(e.mode, 1) }, i = r.mode;
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
	let l = r.root = Rt(We);
	if (e.id != null && (l.id = e.id), Ft(l, e.class), e.title) {
		let t = Rt(qe, l);
		t.textContent = e.title;
	}
	let u = Lt("canvas"), d = r.ctx = u.getContext("2d"), f = Rt(Je, l);
	qt("click", f, (e) => {
		e.target === m && (J != q || Y != Lr) && ei.click(r, e);
	}, !0);
	let p = r.under = Rt(Ye, f);
	f.appendChild(u);
	let m = r.over = Rt(Xe, f);
	e = er(e);
	let h = +B(e.pxAlign, 1), g = Yi(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? ba(e.series || [], hi, Pi, !1) : xa(e.series || [null], Ni), y = r.axes = ba(e.axes || [], fi, Oi, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = W(e.fill || null), e.dir = B(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: yr,
		series: sr
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => Sn(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => Tn(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Un)[t] || Un;
			if (r.from != null) {
				E(r.from);
				let e = K({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = K({}, t == S ? Ii : Li, r), n.key = t;
				let e = n.time, a = n.range, o = Kn(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? on : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? on : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && Xn(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Gn : ln(n, r, e);
				}
				n.range = W(a || (e ? wa : t == S ? n.distr == 3 ? Da : n.distr == 4 ? ka : Ca : n.distr == 3 ? Ea : n.distr == 4 ? Oa : Ta)), n.auto = W(!o && n.auto), n.clamp = W(n.clamp || Fi), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (Ft(l, Ge), k = a, ee = o) : (Ft(l, Ke), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let te = e.tzDate || ((e) => new Date(gn(e / _))), ne = e.fmtDate || vr, re = _ == 1 ? Br(te) : Ur(te), ie = Gr(te, Wr(_ == 1 ? zr : Hr, ne)), ae = Xr(te, Jr(Yr, ne)), oe = [], j = r.legend = K({}, Qr, e.legend), M = r.cursor = K({}, ii, { drag: { y: i == 2 } }, e.cursor), N = j.show, se = M.show, P = j.markers;
	j.idxs = oe, P.width = W(P.width), P.dash = W(P.dash), P.stroke = W(P.stroke), P.fill = W(P.fill);
	let F, ce, le, ue = [], de = [], fe, pe = !1, me = {};
	if (j.live) {
		let e = v[1] ? v[1].values : null;
		pe = e != null, fe = pe ? e(r, 1, 0) : { _: 0 };
		for (let e in fe) me[e] = Ot;
	}
	if (N) {
		if (F = Lt("table", rt, l), le = Lt("tbody", null, F), j.mount(r, F), pe) {
			ce = Lt("thead", null, F, le);
			let e = Lt("tr", null, ce);
			for (var he in Lt("th", null, e), fe) Lt("th", ct, e).textContent = he;
		} else Ft(F, at), j.live && Ft(F, it);
	}
	let ge = { show: !0 }, _e = { show: !1 };
	function ve(e, t) {
		if (t == 0 && (pe || !j.live || i == 2)) return Gn;
		let n = [], a = Lt("tr", ot, le, le.childNodes[t]);
		Ft(a, e.class), e.show || Ft(a, Qe);
		let o = Lt("th", null, a);
		if (P.show) {
			let e = Rt(st, o);
			if (t > 0) {
				let n = P.width(r, t);
				n && (e.style.border = n + "px " + P.dash(r, t) + " " + P.stroke(r, t)), e.style.background = P.fill(r, t);
			}
		}
		let s = Rt(ct, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (P.show || (s.style.color = e.width > 0 ? P.stroke(r, t) : P.fill(r, t)), be("click", o, (t) => {
			if (M._lock) return;
			Tt(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != j.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && si(r, e ? r == n ? ge : _e : ge, !0, $.setSeries);
				});
			} else si(n, { show: !e.show }, !0, $.setSeries);
		}, !1), Mt && be(xt, o, (t) => {
			M._lock || (Tt(t), si(v.indexOf(e), Ci, !0, $.setSeries));
		}, !1)), fe) {
			let e = Lt("td", lt, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let ye = /* @__PURE__ */ new Map();
	function be(e, t, n, i = !0) {
		let a = ye.get(t) || {}, o = M.bind[e](r, t, n, i);
		o && (qt(e, t, a[e] = o), ye.set(t, a));
	}
	function xe(e, t, n) {
		let r = ye.get(t) || {};
		for (let n in r) (e == null || n == e) && (Jt(n, t, r[n]), delete r[n]);
		e ?? ye.delete(t);
	}
	let Se = 0, Ce = 0, I = 0, L = 0, we = 0, Te = 0, Ee = we, De = Te, Oe = I, ke = L, Ae = 0, je = 0, Me = 0, Ne = 0;
	r.bbox = {};
	let Pe = !1, Fe = !1, Ie = !1, Le = !1, Re = !1, ze = !1;
	function Be(e, t, n) {
		(n || e != r.width || t != r.height) && Ve(e, t), br(!1), Ie = !0, Fe = !0, Dr();
	}
	function Ve(e, t) {
		r.width = Se = I = e, r.height = Ce = L = t, we = Te = 0, gt(), wt();
		let n = r.bbox;
		Ae = n.left = Ln(we * R, .5), je = n.top = Ln(Te * R, .5), Me = n.width = Ln(I * R, .5), Ne = n.height = Ln(L * R, .5);
	}
	function He() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = gr(t), i = _r(t);
			e = t == 3 || n && i, e || (Ve(r.width, r.height), Fe = !0);
		}
	}
	function Ue({ width: e, height: t }) {
		Be(e, t);
	}
	r.setSize = Ue;
	function gt() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (I -= c, a == 3 ? (we += c, r = !0) : n = !0) : (L -= c, a == 0 ? (Te += c, e = !0) : t = !0));
			}
		}), Zt[0] = e, Zt[1] = n, Zt[2] = t, Zt[3] = r, I -= sn[1] + sn[3], we += sn[3], L -= sn[2] + sn[0], Te += sn[0];
	}
	function wt() {
		let e = we + I, t = Te + L, n = we, r = Te;
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
	if (M.dataIdx == null) {
		let e = M.hover, n = e.skip = new Set(e.skip ?? []);
		n.add(void 0);
		let r = e.prox = W(e.prox), i = e.bias ??= 0;
		M.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? U, u = l >= 0 && l < U, d = D.ori == 0 ? I : L, f = M.left, p = t[0], m = t[a];
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
			} else u && mn(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Tt = (e) => {
		M.event = e;
	};
	M.idxs = oe, M._lock = !1;
	let Et = M.points;
	Et.show = W(Et.show), Et.size = W(Et.size), Et.stroke = W(Et.stroke), Et.width = W(Et.width), Et.fill = W(Et.fill);
	let kt = r.focus = K({}, e.focus || { alpha: .3 }, M.focus), Mt = kt.prox >= 0, Nt = Mt && Et.one, Pt = [], zt = [], Vt = [];
	function Ut(e, t) {
		let n = Et.show(r, t);
		if (n instanceof HTMLElement) return Ft(n, nt), Ft(n, e.class), Bt(n, -10, -10, I, L), m.insertBefore(n, Pt[t]), n;
	}
	function Gt(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? Yn(n) ? Xr(te, Jr(n, ne)) : n || ae : n || Di, e.label = e.label || (t ? mi : pi);
		}
		if (Nt || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || va || Mn, e.fillTo = W(e.fillTo || Wi), e.pxAlign = +B(e.pxAlign, h), e.pxRound = Yi(e.pxAlign), e.stroke = W(e.stroke || null), e.fill = W(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = ki(yn(1, e.width), 1), n = e.points = K({}, {
				size: t,
				width: yn(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: ya,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = W(n.show), n.filter = W(n.filter), n.fill = W(n.fill), n.stroke = W(n.stroke), n.paths = W(n.paths), n.pxAlign = e.pxAlign;
		}
		if (N) {
			let n = ve(e, t);
			ue.splice(t, 0, n[0]), de.splice(t, 0, n[1]), j.values.push(null);
		}
		if (se) {
			oe.splice(t, 0, null);
			let n = null;
			Nt ? t == 0 && (n = Ut(e, t)) : t > 0 && (n = Ut(e, t)), Pt.splice(t, 0, n), zt.splice(t, 0, 0), Vt.splice(t, 0, 0);
		}
		Q("addSeries", t);
	}
	function Kt(e, t) {
		t ??= v.length, e = i == 1 ? Sa(e, t, hi, Pi) : Sa(e, t, {}, Ni), v.splice(t, 0, e), Gt(v[t], t);
	}
	r.addSeries = Kt;
	function Xt(e) {
		if (v.splice(e, 1), N) {
			j.values.splice(e, 1), de.splice(e, 1);
			let t = ue.splice(e, 1)[0];
			xe(null, t.firstChild), t.remove();
		}
		se && (oe.splice(e, 1), Pt.splice(e, 1)[0].remove(), zt.splice(e, 1), Vt.splice(e, 1)), Q("delSeries", e);
	}
	r.delSeries = Xt;
	let Zt = [
		!1,
		!1,
		!1,
		!1
	];
	function Qt(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = W(e.size), e.space = W(e.space), e.rotate = W(e.rotate), Kn(e.incrs) && e.incrs.forEach((e) => {
				!Bn.has(e) && Bn.set(e, Vn(e));
			}), e.incrs = W(e.incrs || (i.distr == 2 ? Tr : a ? _ == 1 ? Rr : Vr : Er)), e.splits = W(e.splits || (a && i.distr == 1 ? re : i.distr == 3 ? vi : i.distr == 4 ? yi : _i)), e.stroke = W(e.stroke), e.grid.stroke = W(e.grid.stroke), e.ticks.stroke = W(e.ticks.stroke), e.border.stroke = W(e.border.stroke);
			let o = e.values;
			e.values = Kn(o) && !Kn(o[0]) ? W(o) : a ? Kn(o) ? Gr(te, Wr(o, ne)) : Yn(o) ? Kr(te, o) : o || ie : o || gi, e.filter = W(e.filter || (i.distr >= 3 && i.log == 10 ? Ti : i.distr == 3 && i.log == 2 ? Ei : jn)), e.font = ja(e.font), e.labelFont = ja(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Zt[t] = !0, e._el = Rt(Ze, f));
		}
	}
	function $t(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? gn(fi.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? gn(Oi.size / 2) : 0), l;
	}
	let en = r.padding = (e.padding || [
		$t,
		$t,
		$t,
		$t
	]).map((e) => W(B(e, $t))), sn = r._padding = en.map((e, t) => e(r, t, Zt, 0)), cn, V = null, dn = null, fn = i == 1 ? v[0].idxs : null, H = null, hn = !1;
	function xn(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			cn = 0;
			for (let e = 1; e < v.length; e++) cn += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), H = t[0], cn = H.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(cn);
				for (let e = 0; e < cn; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (br(!0), Q("setData"), O == 2 && (Ie = !0), n !== !1) {
			let e = D;
			e.auto(r, hn) ? Cn() : oi(S, e.min, e.max), Le ||= M.left >= 0, ze = !0, Dr();
		}
	}
	r.setData = xn;
	function Cn() {
		hn = !0;
		let e, n;
		i == 1 && (cn > 0 ? (V = fn[0] = 0, dn = fn[1] = cn - 1, e = t[0][V], n = t[0][dn], O == 2 ? (e = V, n = dn) : e == n && (O == 3 ? [e, n] = nn(e, e, D.log, !1) : O == 4 ? [e, n] = rn(e, e, D.log, !1) : D.time ? n = e + gn(86400 / _) : [e, n] = ln(e, n, an, !0))) : (V = fn[0] = e = null, dn = fn[1] = n = null)), oi(S, e, n);
	}
	let En, kn, An, Fn, In, Rn, zn, Hn, qn, Qn;
	function $n(e, t, n, r, i, a) {
		e ??= _t, n ??= Wn, r ??= "butt", i ??= _t, a ??= "round", e != En && (d.strokeStyle = En = e), i != kn && (d.fillStyle = kn = i), t != An && (d.lineWidth = An = t), a != In && (d.lineJoin = In = a), r != Rn && (d.lineCap = Rn = r), n != Fn && d.setLineDash(Fn = n);
	}
	function tr(e, t, n, r) {
		t != kn && (d.fillStyle = kn = t), e != zn && (d.font = zn = e), n != Hn && (d.textAlign = Hn = n), r != qn && (d.textBaseline = qn = r);
	}
	function nr(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, hn) && (t == null || t.min == null)) {
			let t = B(V, 0), r = B(dn, i.length - 1), o = n.min == null ? tn(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = vn(e.min, n.min = o[0]), e.max = yn(e.max, n.max = o[1]);
		}
	}
	let rr = {
		min: null,
		max: null
	};
	function ir() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, hn)) && (A[e] = rr);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = rr);
		}
		A[S] != null && br(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = er(b[t], Zn);
				if (n.min != null) K(a, n);
				else if (t != S || i == 2) {
					if (cn == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = U, a.max = -Infinity;
				}
			}
		}
		if (cn > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], V = Yt(s.min, t[0]), dn = Yt(s.max, t[0]), dn - V > 1 && (t[0][V] < s.min && V++, t[0][dn] > s.max && dn--), n.min = H[V], n.max = H[dn];
					} else n.show && n.auto && nr(s, o, n, t[a], n.sorted);
					n.idxs[0] = V, n.idxs[1] = dn;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && nr(u, A[o], r, c, r.sorted), d != null && nr(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = A[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == U ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? Sn(i.min) : e == 4 ? Tn(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? Sn(i.max) : e == 4 ? Tn(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) Ie = !0, Q("setScale", e);
			se && M.left >= 0 && (Le = ze = !0);
		}
		for (let e in A) A[e] = null;
	}
	function ar(e) {
		let t = Dn(V - 1, 0, cn - 1), n = Dn(dn + 1, 0, cn - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < cn - 1;) n++;
		return [t, n];
	}
	function sr() {
		if (cn > 0) {
			let e = v.some((e) => e._focus) && Qn != kt.alpha;
			e && (d.globalAlpha = Qn = kt.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (cr(n, !1), cr(n, !0), e._paths == null)) {
					let a = Qn;
					Qn != e.alpha && (d.globalAlpha = Qn = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : ar(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), Qn != a && (d.globalAlpha = Qn = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = Qn;
					Qn != e.alpha && (d.globalAlpha = Qn = e.alpha), e._paths != null && lr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, V, dn, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, V, dn, a), lr(t, !0));
					}
					Qn != n && (d.globalAlpha = Qn = n), Q("drawSeries", t);
				}
			}), e && (d.globalAlpha = Qn = 1);
		}
	}
	function cr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function lr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = G(l * R, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = Ae - l / 2, t = je - l / 2, n = Me + l, r = Ne + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? dr(s, l, n.dash, n.cap, c, r, i, o, a) : ur(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function ur(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Un).band;
				Kn(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && un(g, V, dn) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, dr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || dr(n, i, a, o, s, c, l, u, d, f);
	}
	function dr(e, t, n, r, i, a, o, s, c, l, u, f) {
		$n(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), pr(i, o), fr(e, a, t)) : s & Vi ? (pr(i, o), d.clip(f), fr(e, a, t)) : s & Bi && (d.save(), d.clip(f), u && d.clip(u), pr(i, o), d.restore(), fr(e, a, t)) : (pr(i, o), fr(e, a, t)), (c || l || f) && d.restore();
	}
	function fr(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = En = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function pr(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = kn = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function mr(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = Aa(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function hr(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), $n(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function gr(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, br(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, br(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = mr(i, c, l, s == 0 ? I : L);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => H[e]) : p, h = a.distr == 2 ? H[p[1]] - H[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = _n(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function _r(e) {
		let t = !0;
		return en.forEach((n, i) => {
			let a = n(r, i, Zt, e);
			a != sn[i] && (t = !1), sn[i] = a;
		}), t;
	}
	function yr() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = gn((t._lpos + s) * R);
				tr(t.labelFont[0], c, "center", n == 2 ? ft : pt), d.save(), i == 1 ? (a = o = 0, d.translate(p, gn(je + Ne / 2)), d.rotate((n == 3 ? -pn : pn) / 2)) : (a = gn(Ae + Me / 2), o = p);
				let m = On(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? Me : Ne, h = i == 0 ? Ae : je, _ = t._splits, v = p.distr == 2 ? _.map((e) => H[e]) : _, x = p.distr == 2 ? H[_[1]] - H[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = gn(w * R), E = gn((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * R), D = t._rotate * -pn / 180, O = g(t._pos * R), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			tr(ee, c, t.align == 1 ? mt : t.align == 2 ? ht : D > 0 ? mt : D < 0 ? ht : i == 0 ? "center" : n == 3 ? ht : mt, D || i == 1 ? "middle" : n == 2 ? ft : pt);
			let A = t.font[1] * t.lineGap, te = _.map((e) => g(s(e, p, m, h))), ne = t._values;
			for (let e = 0; e < ne.length; e++) {
				let t = ne[e];
				if (t != null) {
					i == 0 ? a = te[e] : o = te[e], t = "" + t;
					let n = t.indexOf("\n") == -1 ? [t] : t.split(/\n/gm);
					for (let e = 0; e < n.length; e++) {
						let t = n[e];
						D ? (d.save(), d.translate(a, o + e * A), d.rotate(D), d.fillText(t, 0, 0), d.restore()) : d.fillText(t, a, o + e * A);
					}
				}
			}
			S.show && hr(te, S.filter(r, v, e, f, x), i, n, O, T, G(S.width * R, 3), S.stroke(r, e), S.dash, S.cap);
			let re = t.grid;
			re.show && hr(te, re.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? je : Ae, i == 0 ? Ne : Me, G(re.width * R, 3), re.stroke(r, e), re.dash, re.cap), C.show && hr([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? je : Ae, i == 1 ? Ne : Me, G(C.width * R, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Q("drawAxes");
	}
	function br(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let xr = !1, Sr = !1, Cr = [];
	function wr() {
		Sr = !1;
		for (let e = 0; e < Cr.length; e++) Q(...Cr[e]);
		Cr.length = 0;
	}
	function Dr() {
		xr ||= (or(kr), !0);
	}
	function Or(e, t = !1) {
		xr = !0, Sr = t, e(r), kr(), t && Cr.length > 0 && queueMicrotask(wr);
	}
	r.batch = Or;
	function kr() {
		if (Pe &&= (ir(), !1), Ie &&= (He(), !1), Fe) {
			if (z(p, mt, we), z(p, ft, Te), z(p, ut, I), z(p, dt, L), z(m, mt, we), z(m, ft, Te), z(m, ut, I), z(m, dt, L), z(f, ut, Se), z(f, dt, Ce), u.width = gn(Se * R), u.height = gn(Ce * R), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						z(e, a ? "left" : "top", r - t), z(e, a ? "width" : "height", n), z(e, a ? "top" : "left", a ? Te : we), z(e, a ? "height" : "width", a ? L : I), It(e, Qe);
					} else Ft(e, Qe);
				}
			}), En = kn = An = In = Rn = zn = Hn = qn = Fn = null, Qn = 1, Zi(!0), we != Ee || Te != De || I != Oe || L != ke) {
				br(!1);
				let e = I / Oe, t = L / ke;
				if (se && !Le && M.left >= 0) {
					M.left *= e, M.top *= t, Nr && Bt(Nr, gn(M.left), 0, I, L), Pr && Bt(Pr, 0, gn(M.top), I, L);
					for (let n = 0; n < Pt.length; n++) {
						let r = Pt[n];
						r != null && (zt[n] *= e, Vt[n] *= t, Bt(r, _n(zt[n]), _n(Vt[n]), I, L));
					}
				}
				if (Z.show && !Re && Z.left >= 0 && Z.width > 0) {
					Z.left *= e, Z.width *= e, Z.top *= t, Z.height *= t;
					for (let e in ea) z(ni, e, Z[e]);
				}
				Ee = we, De = Te, Oe = I, ke = L;
			}
			Q("setSize"), Fe = !1;
		}
		Se > 0 && Ce > 0 && (d.clearRect(0, 0, u.width, u.height), Q("drawClear"), w.forEach((e) => e()), Q("draw")), Z.show && Re && (ri(Z), Re = !1), se && Le && (Ji(null, !0, !1), Le = !1), j.show && j.live && ze && (Ki(), ze = !1), c || (c = !0, r.status = 1, Q("ready")), hn = !1, xr = !1;
	}
	r.redraw = (e, t) => {
		Ie = t || !1, e === !1 ? Dr() : oi(S, D.min, D.max);
	};
	function Ar(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (cn == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (cn > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && cn > 0 && (n.min = Yt(n.min, t[0]), n.max = Yt(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, Pe = !0, Dr();
		}
	}
	r.setScale = Ar;
	let jr, Mr, Nr, Pr, Fr, Ir, q, Lr, qr, Zr, J, Y, $r = !1, ei = M.drag, ti = ei.x, X = ei.y;
	se && (M.x && (jr = Rt(et, m)), M.y && (Mr = Rt(tt, m)), D.ori == 0 ? (Nr = jr, Pr = Mr) : (Nr = Mr, Pr = jr), J = M.left, Y = M.top);
	let Z = r.select = K({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), ni = Z.show ? Rt($e, Z.over ? m : p) : null;
	function ri(e, t) {
		if (Z.show) {
			for (let t in e) Z[t] = e[t], t in ea && z(ni, t, e[t]);
			t !== !1 && Q("setSelect");
		}
	}
	r.setSelect = ri;
	function ai(e) {
		if (v[e].show) N && It(ue[e], Qe);
		else if (N && Ft(ue[e], Qe), se) {
			let t = Nt ? Pt[0] : Pt[e];
			t != null && Bt(t, -10, -10, I, L);
		}
	}
	function oi(e, t, n) {
		Ar(e, {
			min: t,
			max: n
		});
	}
	function si(e, t, n, a) {
		t.focus != null && wi(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, ai(r), i == 2 ? (oi(n.facets[0].scale, null, null), oi(n.facets[1].scale, null, null)) : oi(n.scale, null, null), Dr());
		}), n !== !1 && Q("setSeries", e, t), a && _a("setSeries", r, e, t);
	}
	r.setSeries = si;
	function ci(e, t) {
		K(x[e], t);
	}
	function li(e, t) {
		e.fill = W(e.fill || null), e.dir = B(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function ui(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = li, r.setBand = ci, r.delBand = ui;
	function di(e, t) {
		v[e].alpha = t, se && Pt[e] != null && (Pt[e].style.opacity = t), N && ue[e] && (ue[e].style.opacity = t);
	}
	let bi, xi, Si, Ci = { focus: !0 };
	function wi(e) {
		if (e != Si) {
			let t = e == null, n = kt.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && di(a, i ? 1 : kt.alpha);
				}
			}), Si = e, n && Dr();
		}
	}
	N && Mt && be(St, F, (e) => {
		M._lock || (Tt(e), Si != null && si(null, Ci, !0, $.setSeries));
	});
	function Ai(e, t, n) {
		let r = b[t];
		n && (e = e / R - (r.ori == 1 ? Te : we));
		let i = I;
		r.ori == 1 && (i = L, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? bn(10, c) : l == 4 ? wn(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function ji(e, n) {
		return Yt(Ai(e, S, n), t[0], V, dn);
	}
	r.valToIdx = (e) => Yt(e, t[0]), r.posToIdx = ji, r.posToVal = Ai, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? Me : I, n ? Ae : 0) : o(e, b[t], n ? Ne : L, n ? je : 0), r.setCursor = (e, t, n) => {
		J = e.left, Y = e.top, Ji(null, t, n);
	};
	function Mi(e, t) {
		z(ni, mt, Z.left = e), z(ni, ut, Z.width = t);
	}
	function Ri(e, t) {
		z(ni, ft, Z.top = e), z(ni, dt, Z.height = t);
	}
	let Hi = D.ori == 0 ? Mi : Ri, Ui = D.ori == 1 ? Mi : Ri;
	function Gi() {
		if (N && j.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && pe) continue;
			let t = j.values[e], n = 0;
			for (let r in t) de[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function Ki(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			oe[t] = e;
		}) : Jn(e.idx) || oe.fill(e.idx), j.idx = oe[0]), N && j.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !pe) && qi(e, oe[e]);
			Gi();
		}
		ze = !1, t !== !1 && Q("setLegend");
	}
	r.setLegend = Ki;
	function qi(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? H : t[e], o;
		pe ? o = i.values(r, e, n) ?? me : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? me : { _: o }), j.values[e] = o;
	}
	function Ji(e, n, a) {
		qr = J, Zr = Y, [J, Y] = M.move(r, J, Y), M.left = J, M.top = Y, se && (Nr && Bt(Nr, gn(J), 0, I, L), Pr && Bt(Pr, 0, gn(Y), I, L));
		let o, s = V > dn;
		bi = U, xi = null;
		let c = D.ori == 0 ? I : L, l = D.ori == 1 ? I : L;
		if (J < 0 || cn == 0 || s) {
			o = M.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = Pt[e];
				t != null && Bt(t, -10, -10, I, L);
			}
			Mt && si(null, Ci, !0, e == null && $.setSeries), j.live && (oe.fill(o), ze = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? J : Y, n = Ai(e, S), o = M.idx = Yt(n, t[0], V, dn), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = oe[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = M.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (ze = ze || S != y || x != _, oe[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (Mt && S != null) {
						let t = D.ori == 1 ? J : Y, n = mn(kt.dist(r, e, x, _, t));
						if (n < bi) {
							let r = kt.bias;
							if (r != 0) {
								let i = Ai(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (bi = n, xi = e);
							} else bi = n, xi = e;
						}
					}
					if (ze || Nt) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = Et.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = Et.size(r, e);
						if (v = Et.fill(r, e), g = Et.stroke(r, e), Nt) e == xi && bi <= kt.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = Pt[e];
							t != null && (zt[e] = c, Vt[e] = l, Wt(t, a, o, y), Ht(t, v, g), Bt(t, _n(c), _n(l), I, L));
						}
					}
				}
			}
			if (Nt) {
				let e = kt.prox;
				if (ze || (Si == null ? bi <= e : bi > e || xi != Si)) {
					let e = Pt[0];
					e != null && (zt[0] = s, Vt[0] = u, Wt(e, d, f, p), Ht(e, m, h), Bt(e, _n(s), _n(u), I, L));
				}
			}
		}
		if (Z.show && $r) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (ti = s._x, X = s._y, ti || X) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && ti ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), Hi(vn(v, y), mn(y - v))) : Hi(0, c), S && X ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), Ui(vn(v, y), mn(y - v))) : Ui(0, l);
				} else ta();
			} else {
				let e = mn(qr - Fr), t = mn(Zr - Ir);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				ti = ei.x && e >= ei.dist, X = ei.y && t >= ei.dist;
				let n = ei.uni;
				n == null ? ei.x && ei.y && (ti || X) && (ti = X = !0) : ti && X && (ti = e >= n, X = t >= n, !ti && !X && (t > e ? X = !0 : ti = !0));
				let r, i;
				ti && (D.ori == 0 ? (r = q, i = J) : (r = Lr, i = Y), Hi(vn(r, i), mn(i - r)), X || Ui(0, l)), X && (D.ori == 1 ? (r = q, i = J) : (r = Lr, i = Y), Ui(vn(r, i), mn(i - r)), ti || Hi(0, c)), !ti && !X && (Hi(0, 0), Ui(0, 0));
			}
		}
		if (ei._x = ti, ei._y = X, e == null) {
			if (a) {
				if (ma != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : Ai(D.ori == 0 ? J : Y, e), $.values[1] = t == null ? null : Ai(D.ori == 1 ? J : Y, t);
				}
				_a(vt, r, J, Y, I, L, o);
			}
			if (Mt) {
				let e = a && $.setSeries, t = kt.prox;
				Si == null ? bi <= t && si(xi, Ci, !0, e) : bi > t ? si(null, Ci, !0, e) : xi != Si && si(xi, Ci, !0, e);
			}
		}
		ze && (j.idx = o, Ki()), n !== !1 && Q("setCursor");
	}
	let Xi = null;
	Object.defineProperty(r, "rect", { get() {
		return Xi ?? Zi(!1), Xi;
	} });
	function Zi(e = !1) {
		e ? Xi = null : (Xi = m.getBoundingClientRect(), Q("syncRect", Xi));
	}
	function Qi(e, t, n, r, i, a, o) {
		M._lock || $r && e != null && e.movementX == 0 && e.movementY == 0 || ($i(e, t, n, r, i, a, o, !1, e != null), e == null ? Ji(t, !0, !1) : Ji(null, !0, !0));
	}
	function $i(e, t, n, i, a, o, c, l, u) {
		if (Xi ?? Zi(!1), Tt(e), e != null) n = e.clientX - Xi.left, i = e.clientY - Xi.top;
		else {
			if (n < 0 || i < 0) {
				J = -10, Y = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? I : L, _ = D.ori == 1 ? I : L, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == vt) && ((n <= 1 || n >= I - 1) && (n = Ln(n, I)), (i <= 1 || i >= L - 1) && (i = Ln(i, L))), l ? (Fr = n, Ir = i, [q, Lr] = M.move(r, n, i)) : (J = n, Y = i);
	}
	let ea = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function ta() {
		ri(ea, !1);
	}
	let na, ra, ia, aa;
	function oa(e, t, n, i, a, o, s) {
		$r = !0, ti = X = ei._x = ei._y = !1, $i(e, t, n, i, a, o, s, !0, !1), e != null && (be(bt, At, sa, !1), _a(yt, r, q, Lr, I, L, null));
		let { left: c, top: l, width: u, height: d } = Z;
		na = c, ra = l, ia = u, aa = d;
	}
	function sa(e, t, n, i, a, o, s) {
		$r = ei._x = ei._y = !1, $i(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Z, f = u > 0 || d > 0, p = na != c || ra != l || ia != u || aa != d;
		if (f && p && ri(Z), ei.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), ti && oi(S, Ai(e, S), Ai(e + t, S)), X) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != U && oi(e, Ai(n + r, e), Ai(n, e));
			}
			ta();
		} else M.lock && (M._lock = !M._lock, Ji(t, !0, e != null));
		e != null && (xe(bt, At), _a(bt, r, J, Y, I, L, null));
	}
	function ca(e, t, n, r, i, a, o) {
		if (M._lock) return;
		Tt(e);
		let s = $r;
		if ($r) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = ti, r = X) : (n = X, r = ti), n && r && (e = J <= 10 || J >= I - 10, t = Y <= 10 || Y >= L - 10), n && e && (J = J < q ? 0 : I), r && t && (Y = Y < Lr ? 0 : L), Ji(null, !0, !0), $r = !1;
		}
		J = -10, Y = -10, oe.fill(null), Ji(null, !0, !0), s && ($r = s);
	}
	function la(e, t, n, i, a, o, s) {
		M._lock || (Tt(e), Cn(), ta(), e != null && _a(Ct, r, J, Y, I, L, null));
	}
	function ua() {
		y.forEach(Ma), Be(r.width, r.height, !0);
	}
	qt(Dt, jt, ua);
	let da = {};
	da.mousedown = oa, da.mousemove = Qi, da.mouseup = sa, da.dblclick = la, da.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && si(n, i, !0, !1);
	}, se && (be(yt, m, oa), be(vt, m, Qi), be(xt, m, (e) => {
		Tt(e), Zi(!1);
	}), be(St, m, ca), be(Ct, m, la), ga.add(r), r.syncRect = Zi);
	let fa = r.hooks = e.hooks || {};
	function Q(e, t, n) {
		Sr ? Cr.push([
			e,
			t,
			n
		]) : e in fa && fa[e].forEach((e) => {
			e.call(null, r, t, n);
		});
	}
	(e.plugins || []).forEach((e) => {
		for (let t in e.hooks) fa[t] = (fa[t] || []).concat(e.hooks[t]);
	});
	let pa = (e, t, n) => n, $ = K({
		key: null,
		setSeries: !1,
		filters: {
			pub: Nn,
			sub: Nn
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Pn,
			Pn,
			pa
		],
		values: [null, null]
	}, M.sync);
	$.match.length == 2 && $.match.push(pa), M.sync = $;
	let ma = $.key, ha = zi(ma);
	function _a(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ha.pub(e, t, n, r, i, a, o);
	}
	ha.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && da[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ha.unsub(r), ga.delete(r), ye.clear(), Jt(Dt, jt, ua), l.remove(), F?.remove(), Q("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Q("init", e, t), xn(t || e.data, !1), A[S] ? Ar(S, A[S]) : Cn(), Re = Z.show && (Z.width > 0 || Z.height > 0), Le = ze = !0, Be(e.width, e.height);
	}
	return v.forEach(Gt), y.forEach(Qt), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
Na.assign = K, Na.fmtNum = fn, Na.rangeNum = ln, Na.rangeLog = nn, Na.rangeAsinh = rn, Na.orient = Hi, Na.pxRatio = R, Na.join = ar, Na.fmtDate = vr, Na.tzDate = br, Na.sync = zi;
{
	Na.addGap = qi, Na.clipGaps = Ki;
	let e = Na.paths = { points: sa };
	e.linear = da, e.stepped = fa, e.bars = pa, e.spline = ma;
}
// src/theme.ts
function Pa(e) {
	return getComputedStyle(document.documentElement).getPropertyValue(e).trim();
}
var Fa = 8;
function Ia(e) {
	return Pa(`--run-${e % Fa}`);
}
// src/views/charts.ts
var La = class {
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
			let i = new Na(this.options(t, n), this.data(n), t);
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
				le(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Na.join(t);
	}
	legend(t) {
		let n = e("div", "run-legend");
		for (let [r, i] of t.entries()) {
			let t = e("span"), a = e("span", "swatch");
			a.style.background = Ia(r), t.append(a, i), n.append(t);
		}
		return n;
	}
	options(e, t) {
		let n = Pa("--chart-grid"), r = {
			stroke: Pa("--chart-axis"),
			grid: { stroke: n },
			ticks: { stroke: n }
		}, i = t.runs.flatMap(({ run: e }, t) => {
			let n = Ia(t);
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
		t.save(), t.fillStyle = Pa("--chart-mark");
		let o = 4 * devicePixelRatio, s = ue(this.tracedSteps, (t) => e.valToPos(t, "x", !0) - n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = Pa("--chart-cursor"), t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
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
function Ra(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var za = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function Ba(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
function Va(e) {
	return e.replace(za, Ba);
}
function Ha(e) {
	return e === "" ? "∅" : Va(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/model/colors.ts
var Ua = [
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
], Wa = [
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
function Ga(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var Ka = [
	160,
	160,
	160
];
function qa(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function Ja(e, t) {
	let n = qa(e, t);
	return Number.isNaN(n) ? Ka : Ga(e.kind === "sequential" ? Ua : Wa, n);
}
function Ya(e, t) {
	let n = qa(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function Xa(e) {
	let t = [`${e}.missing { background: ${Qa(Ka)}; color: #000; }`];
	for (let [n, r] of [["sequential", Ua], ["diverging", Wa]]) for (let i = 0; i < 64; i++) {
		let a = Ga(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${Qa(a)}; color: ${Za(a)}; }`);
	}
	return t.join("\n");
}
function Za(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function Qa(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function $a(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? Ua : Wa).map((e) => Qa(e)).join(", ")})`;
}
// src/views/tokens.ts
var eo = 24.7, to = 7.9, no = class {
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
		this.trace = t, this.values = n, this.scale = r, this.outlined = i, this.element = e("div", "path"), this.starts = ne(t.tokenText), this.spans = Array(t.tokenIds.length), this.observer = new IntersectionObserver((e) => {
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
			r.style.minHeight = `${Math.ceil(a * to / 900) * eo}px`, this.blocks.push(r), this.filled.push(!1), this.element.append(r), this.observer.observe(r);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(re(this.starts, e)), this.spans[e];
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
		let { trace: n, values: r, scale: i } = this, a = this.blocks[t], o = t + 1 < this.starts.length ? this.starts[t + 1] : n.tokenIds.length, s = n.fields.get("rejected"), c = document.createDocumentFragment();
		for (let a = this.starts[t]; a < o; a++) {
			let t = e("span");
			t.className = r && i ? `tok ${Ya(i, r[a])}` : "tok", t.textContent = Ha(n.tokenText[a]), t.dataset.i = String(a), this.outlined?.(a) && t.classList.add("outlined"), n.responseMask && !n.responseMask[a] ? (t.classList.add("masked"), t.title = "not generated by the policy (response_mask 0)") : s && s[a] > .5 && (t.classList.add("rejected"), t.title = "rejected by verl's rollout correction: left out of training"), this.spans[a] = t, c.append(t);
		}
		a.append(c), a.style.minHeight = "", this.observer.unobserve(a);
	}
}, ro = class {
	root;
	strips = [];
	constructor(e) {
		this.root = e;
	}
	clear() {
		for (let e of this.strips) e.dispose();
		this.strips = [], this.root.replaceChildren();
	}
	add(t, n, r, i, a, o, s, c = null) {
		let l = e("div");
		l.className = o, Object.assign(l.dataset, s);
		let u = e("button", "group-head");
		if (u.textContent = n, u.addEventListener("click", r), l.append(u), t.tokenIds.length === 0) {
			let n = e("div", "text-only");
			n.textContent = Va(t.responseText), l.append(n);
		} else {
			let e = new no(t, i, a, c);
			e.element.classList.add("compact"), this.strips.push(e), l.append(e.element);
		}
		this.root.append(l);
	}
}, io = class {
	controller;
	rows;
	summary;
	picker;
	constructor(t, n, r) {
		this.controller = r, this.picker = e("select", "compare-picker"), this.picker.setAttribute("aria-label", "compare this prompt with run"), this.picker.hidden = !0, this.picker.addEventListener("change", () => void r.comparePrompt(this.picker.value || null)), this.summary = e("div", "compare-summary");
		let i = e("div", "compare-rows");
		t.append(this.summary, i), this.rows = new ro(i), n.watch([
			"runs",
			"run",
			"split",
			"trace",
			"compareRun"
		], (e) => this.fillPicker(e)), n.watch([
			"comparison",
			"trace",
			"metric"
		], (e) => this.show(e));
	}
	fillPicker({ runs: e, run: t, split: n, trace: r, compareRun: i }) {
		let a = e.filter((e) => e.run !== t && e.splits.includes(n)).map((e) => e.run);
		this.picker.hidden = r === null || a.length === 0, this.picker.replaceChildren(new Option("Compare this prompt with run…", ""), ...a.map((e) => new Option(e, e))), this.picker.value = i !== null && a.includes(i) ? i : "";
	}
	show({ comparison: t, trace: n, metric: r, run: i }) {
		if (this.rows.clear(), this.summary.replaceChildren(), !t || !n || i === null || t.trace === null) {
			t?.note && this.summary.append(e("div", "note", t.note));
			return;
		}
		let a = t.trace, o = ve(n.tokenIds, a.tokenIds);
		this.summary.append(this.describe(n, a, o, i, t.run));
		let s = o < 0 ? null : (e) => e === o;
		for (let [e, o] of [[i, n], [t.run, a]]) {
			let { values: t, scale: n } = S(o, r), a = e === i ? () => void this.controller.selectStep(o.step, o.sampleIndex) : () => void this.controller.selectRun(e, {
				step: o.step,
				sample: o.sampleIndex
			});
			this.rows.add(o, `${e} · step ${o.step} · #${o.sampleIndex} · score ${Ra(o.score)}`, a, t, n, "compare-row", {
				run: e,
				step: String(o.step)
			}, s);
		}
	}
	describe(t, n, r, i, a) {
		let o = e("div", "compare-line");
		if (o.dataset.divergence = String(r), r < 0) return o.textContent = `Both runs chose the same ${t.tokenIds.length} tokens.`, o;
		let { ours: s, theirs: c } = ye(t, n, r);
		return o.append(`The responses agree on ${r} token${r === 1 ? "" : "s"}; at token ${r} `, ...this.choice(i, s, c.text), "; ", ...this.choice(a, c, s.text), "."), o;
	}
	choice(t, n, r) {
		if (n.text === null) return [`${t}'s response has ended`];
		let i = [`${t} chose `, e("span", "compare-token", Ha(n.text))];
		return n.prob !== null && i.push(` (p ${Ra(n.prob, 3)})`), r !== null && i.push(" and gave ", e("span", "compare-token", Ha(r)), n.probOfOther === null ? " a probability below its top-k" : ` p ${Ra(n.probOfOther, 3)}`), i;
	}
}, ao = 5, oo = class {
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
			let { top: e, bottom: t } = oe(n, ao, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", t);
		}
		let r = t.fields.get("token_reward");
		r && this.addList("reward", "reward landed on", j(r, ao));
		let i = g(t, "kl");
		i && this.addList("kl", "furthest from the reference (KL)", oe(i, ao, !0).top);
		let a = g(t, "mismatch");
		if (a) {
			this.addList("mismatch", "trainer vs rollout (mismatch)", j(a, ao));
			let t = F(a), n = t && ce(t.mean, t.spread);
			n && this.lists.append(e("div", "note shift-note", n));
		}
		this.lists.childElementCount || this.lists.append(e("div", "note", "No advantage, reward, KL or mismatch logged for this sample.")), this.showSources(-1);
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
		r.append("Token ", e("span", "source-token", Ha(n.tokenText[t] ?? "")), ` (position ${t}) drew on (${n.attribution.method}):`);
		let i = e("ol", "source-list");
		for (let r of l(n, t)) {
			let t = e("li", "source");
			t.dataset.part = r.part, t.dataset.index = String(r.index);
			let n = e("span", r.weight >= 0 ? "source-bar positive" : "source-bar negative");
			n.style.width = `${Math.max(2, Math.abs(r.weight) * 100)}%`;
			let a = e("span", "source-track");
			a.append(n), t.append(e("span", "source-where", `${r.part} ${r.index}`), e("span", "source-text", Ha(r.text)), a, e("span", "source-weight", Ra(r.weight, 3))), r.part === "response" && (t.classList.add("clickable"), t.addEventListener("click", () => this.store.set({ token: r.index }))), i.append(t);
		}
		this.sources.append(r, i);
	}
	addList(t, n, r) {
		if (!this.trace || r.length === 0) return;
		let i = e("div", "credit-list");
		i.dataset.kind = t, i.append(e("span", "credit-title", n));
		for (let t of r) {
			let n = e("button", "credit-chip");
			n.dataset.i = String(t.position), n.append(e("span", "chip-text", Ha(this.trace.tokenText[t.position] ?? "")), e("span", "chip-value", Ra(t.value, 3))), n.title = `position ${t.position}`, n.addEventListener("click", () => this.store.set({ token: t.position })), i.append(n);
		}
		this.lists.append(i);
	}
}, so = [
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
], co = class {
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
		let n = N(t);
		if (n.length === 0) return;
		let r = e("div", "chart-title");
		r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(t.tokenIds, (e, t) => t), a = Pa("--chart-axis"), o = { stroke: Pa("--chart-grid") };
		this.plot = new Na({
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
				incrs: so
			}, {
				stroke: a,
				grid: o,
				size: 48
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: Pa(`--curve-${e.field}`),
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
}, lo = 160, uo = class {
	root;
	data = null;
	selected = null;
	heatmap;
	canvas;
	title;
	shiftNote;
	constructor(t, n, r) {
		this.root = t, this.heatmap = e("div"), this.shiftNote = e("div", "note shift-note"), this.shiftNote.hidden = !0;
		let i = e("div", "charts");
		t.append(this.heatmap, this.shiftNote, i), t.hidden = !0, new La(i, n, r, "explorationSeries", !1), this.title = e("div", "chart-title"), this.canvas = e("canvas", "entropy-heatmap"), this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = me(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
			n.set({ metric: "entropy" }), r.selectNearest(this.data.steps[t]);
		}), window.addEventListener("resize", () => this.draw()), n.watch(["exploration"], (e) => this.show(e.exploration)), n.watch(["explorationSeries"], (e) => this.showShift(e.explorationSeries)), n.watch(["step"], (e) => {
			this.selected = e.step, this.draw();
		});
	}
	show(e) {
		if (this.data = e, this.heatmap.replaceChildren(), this.root.hidden = e === null, !e) return;
		let t = e.edges[e.edges.length - 1];
		this.title.textContent = `Exploration: per-token entropy over training (0 to ${t.toFixed(2)} nats, bottom to top; colour = share of the step's tokens; click a step)`, this.heatmap.append(this.title, this.canvas), this.draw();
	}
	showShift(e) {
		let t = (t) => e.find((e) => e.tag === t)?.runs[0]?.points ?? [], n = he(t("mismatch/log_ratio/mean"), t("mismatch/log_ratio/std"));
		this.shiftNote.hidden = n === null, this.shiftNote.textContent = n ? `Training–inference mismatch, ${n.count} of ${n.of} steps (latest: step ${n.step}). ${n.note}` : "";
	}
	draw() {
		let e = this.data;
		if (!e || e.steps.length === 0) return;
		let t = Math.max(200, this.root.clientWidth - 8), n = window.devicePixelRatio || 1;
		this.canvas.width = t * n, this.canvas.height = lo * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${lo}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = lo / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = Qa(Ja(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, lo - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = k(i, (t) => e.steps[t], this.selected);
			r.strokeStyle = Pa("--heatmap-cursor"), r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
}, fo = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new ro(t), this.button = e("button", "view-button group-button"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showGroup()), n.watch(["trace", "stepDetail"], ({ trace: e, stepDetail: t }) => {
			let n = e && t && e.groupId ? Ee(t.samples, e.groupId) : [];
			this.button.hidden = n.length < 2, this.button.textContent = `Compare the ${n.length} responses of this group`;
		}), n.watch(["group", "metric"], ({ group: e, metric: t }) => this.show(e, t));
	}
	show(t, n) {
		if (this.rows.clear(), !t) return;
		let { groupId: r, traces: i } = t, a = e("div", "chart-title");
		a.textContent = `group ${r}: ${i.length} recorded responses to the same prompt`, this.rows.root.append(a);
		for (let e of i) {
			let { values: t, scale: r } = S(e, n);
			this.rows.add(e, `#${e.sampleIndex} · score ${Ra(e.score)} · mean advantage ${Ra(P(e.fields.get("advantage")))}`, () => void this.controller.selectSample(e.sampleIndex), t, r, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, po = 14, mo = {
	kind: "sequential",
	min: 0,
	max: 1
}, ho = class {
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
			let t = this.start + Math.floor(e.offsetX / po);
			this.trace && t < this.trace.tokenIds.length && this.store.set({ token: t });
		}), this.root.append(n, r), this.canvas = r, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / po)), o = t.tokenIds.length;
		this.start = ie(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * po * c, e.height = n * po * c, e.style.width = `${s * po}px`, e.style.height = `${n * po}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = Qa(Ja(mo, Math.exp(i[a * n + o]))), l.fillRect(e * po, o * po, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * po + 1, o * po + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * po + .5, .5, 13, n * po - 1));
		}
	}
}, go = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new ro(t), this.button = e("button", "view-button history-button", "Follow this prompt across training"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showHistory()), n.watch(["trace"], ({ trace: e }) => {
			this.button.hidden = e === null;
		}), n.watch(["history"], ({ history: e }) => this.show(e));
	}
	show(t) {
		if (this.rows.clear(), !t) return;
		let { promptText: n, traces: r, occurrences: i } = t, a = e("div", "chart-title"), o = new Set(r.map((e) => e.step)).size;
		a.textContent = `${i} recorded response${i === 1 ? "" : "s"} to this prompt` + (r.length < i ? ` (${r.length} shown, evenly spread over ${o} steps)` : ` over ${o} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let s = e("div", "prompt");
		s.textContent = Va(n), this.rows.root.append(a, s);
		let c = null;
		for (let e of r) {
			let t = se(e, c);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${Ra(e.score)}`, () => void this.controller.selectStep(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), c = e;
		}
	}
}, _o = !1;
function vo() {
	if (_o) return;
	_o = !0;
	let t = e("style");
	t.textContent = Xa(".tok"), document.head.append(t);
}
var yo = class {
	root;
	store;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(t, r) {
		this.root = t, this.store = r, this.card = e("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), vo(), r.watch([
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
		let r = b(t);
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
		if (t.groupId && s.push(`group ${Te(t.groupId)}`), t.score !== null && s.push(`score ${Ra(t.score)}`), i.append(e("span", "meta", s.join(" · "))), this.root.append(i), t.promptText) {
			let n = e("div", "prompt");
			n.append(e("span", "label", "prompt "), e("span", "prompt-text", Va(t.promptText))), this.root.append(n);
		}
		let c = t.fields.get("entropy"), l = this.store.state.exploration?.forking_threshold ?? null, u = this.metric.key === "entropy" && c && l !== null ? (e) => c[e] > l : null;
		u && i.append(e("span", "forking-note", `outlined: forking tokens (entropy > ${Ra(l, 3)})`));
		let d = new no(t, o, o ? x(this.metric, o) : null, u);
		this.strip = d;
		let f = d.element;
		f.tabIndex = 0, f.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), t.tokenIds.length === 0 && (t.responseText ? (f.append(e("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), f.append(e("div", "text-only", Va(t.responseText)))) : f.append(e("span", "empty", "(empty response)"))), f.addEventListener("mouseover", (e) => {
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
		let r = x(this.metric, t), i = e("span", "legend-bar");
		i.style.background = $a(r.kind);
		let a = Math.max(Math.abs(r.min), Math.abs(r.max)), [o, s] = r.kind === "diverging" ? [-a, a] : [r.min, r.max];
		return n.append(e("span", "legend-min", Ra(o, 2)), i, e("span", "legend-max", Ra(s, 2))), n;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.strip || e.length === 0) return !1;
		let t = ae(e);
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
		r.append(e("span", "card-token", Ha(t.tokenText[n])), e("span", "card-id", `id ${t.tokenIds[n]} · position ${n}`)), this.card.append(r);
		let { alternatives: i, rank: a } = C(t, n), o = e("table", "card-numbers"), s = (e, t) => {
			let n = o.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		};
		t.responseMask && !t.responseMask[n] && s("response_mask", "0: not a policy token");
		let c = t.fields.get("log_prob");
		c && s("probability", Ra(Math.exp(c[n]), 4));
		let l = t.fields.get("rollout_log_prob");
		l && s("rollout probability", Ra(Math.exp(l[n]), 4)), t.topK && s("rank", a === null ? `> ${t.topK.k}` : String(a));
		for (let [e, r] of [...t.fields, ..._(t)]) s(h(e), Ra(r[n], 4));
		if (i.length) {
			let r = e("div", "topk");
			r.append(e("div", "topk-title", `top-${i.length} alternatives`));
			for (let a of i) {
				let i = e("div", "topk-row");
				a.id === t.tokenIds[n] && i.classList.add("chosen");
				let o = e("span", "topk-bar");
				o.style.width = `${Math.max(1, a.prob * 100)}%`, i.append(e("span", "topk-text", Ha(a.text)), e("span", "topk-track", void 0), e("span", "topk-prob", Ra(a.prob, 3))), i.children[1].append(o), r.append(i);
			}
			this.card.append(r);
		}
		this.card.append(o);
	}
}, bo = class {
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
function xo(t) {
	let n = e("span", "status");
	return n.setAttribute("role", "status"), t.watch(["message"], ({ message: e }) => {
		n.textContent = e?.text ?? "", n.dataset.kind = e?.kind ?? "";
	}), n;
}
// src/views/search.ts
var So = class {
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
			s.addEventListener("click", () => void this.controller.selectStep(n, r)), t.append(s, e("span", "search-snippet", Va(o))), a.append(t);
		}
		this.root.append(r, n ? a : e("div", "note", "No recorded prompt or response contains it."));
	}
}, Co = class {
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
			let [e] = I(this.filter);
			e && i.searchAll(e);
		}), this.body = e("div");
		let a = e("div", "search-results");
		t.append(this.filterInput, this.searchAll, this.body, a), new So(a, r, i), r.watch(["stepDetail", "sample"], ({ stepDetail: e, sample: t }, n) => {
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
		return this.detail ? xe(this.detail.samples.filter((e) => we(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return L(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let [t] = I(this.filter);
		this.searchAll.hidden = !t, this.searchAll.textContent = t ? `Search every step for "${t}"` : "";
		let n = this.detail;
		if (this.filterInput.hidden = !n, !n) return;
		let r = e("div", "samples-caption"), i = this.visibleSamples();
		r.textContent = `Step ${n.step}: ${n.samples.length} recorded of ${n.batch_size} responses` + (i.length < n.samples.length ? ` (${i.length} match the filter)` : ""), this.body.append(r);
		let a = e("table", "samples"), o = a.createTHead().insertRow();
		for (let t of be) {
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
			for (let n of be) {
				let r = n.value(e), i = t.insertCell();
				n.key === "group" ? (i.textContent = Te(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Ra(r) : String(r ?? "–");
			}
			let n = () => void this.controller.selectSample(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(a);
	}
}, wo = class {
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
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : ee(this.steps, e);
			t !== null && a(t);
		}), this.count = e("span", "step-count");
		let o = t("◀", "previous logged step", () => i.moveStep(-1)), s = t("▶", "next logged step", () => i.moveStep(1));
		this.element.append(o, this.slider, "step ", this.box, this.count, s), document.addEventListener("keydown", (e) => {
			n(e) || (e.key === "[" && i.moveStep(-1), e.key === "]" && i.moveStep(1));
		}), r.watch(["steps", "step"], (e, t) => this.show(e.steps, e.step, t.has("step")));
	}
	show(e, t, n) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let r = t === null ? -1 : A(e, t);
		this.slider.value = String(Math.max(0, r)), (n || document.activeElement !== this.box) && (this.box.value = t === null ? "" : String(t)), this.count.textContent = e.length ? ` (${r + 1} of ${e.length} traced)` : " (none traced)";
	}
}, To = class {
	store = new Be(Ve());
	controller = new Ae(this.store);
	constructor(t) {
		let { store: n, controller: r } = this;
		t.replaceChildren(), t.classList.add("tbv-app"), n.watch(["dark"], ({ dark: e }) => document.documentElement.classList.toggle("dark", e));
		let i = e("header", "toolbar");
		i.append(new bo(n, r).element, new wo(n, r).element, new He(n, r).element, xo(n));
		let a = e("section", "charts");
		new La(a, n, r, "chartSeries", !0);
		let o = e("section", "exploration");
		new uo(o, n, r);
		let s = e("section", "samples-pane");
		new Co(s, n, r);
		let [c, l, u, d, f, p, m] = [
			e("div"),
			e("div", "credit"),
			e("div", "curves"),
			e("div", "heatmap-pane"),
			e("div", "group-view"),
			e("div", "history-view"),
			e("div", "compare-view")
		];
		new yo(c, n), new oo(l, n), new co(u, n), new ho(d, n);
		let h = new fo(f, n, r), g = new go(p, n, r), _ = new io(m, n, r), v = e("div", "view-buttons");
		v.append(h.button, g.button, _.picker);
		let y = e("section", "path-pane");
		y.append(c, l, v, m, u, d, f, p);
		let b = e("main", "detail");
		b.append(s, y), t.append(i, a, o, b), n.watch([
			"run",
			"split",
			"step",
			"sample",
			"metric",
			"token",
			"compareRun"
		], (e) => {
			if (e.run === null) return;
			let { run: t, split: n, step: r, sample: i, token: a, metric: o, compareRun: s } = e;
			ze({
				run: t,
				split: n,
				step: r ?? void 0,
				sample: i ?? void 0,
				token: a ?? void 0,
				metric: o,
				vs: s ?? void 0
			});
		}), Fe((e) => n.set({ dark: e }));
	}
	async start() {
		await this.controller.start(Re()), Ie(() => void this.controller.refresh());
	}
}, Eo = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light;--chart-axis:#555;--chart-grid:#00000014;--chart-mark:#1976d2b3;--chart-cursor:#1565c0;--heatmap-cursor:#ff6f00;--run-0:#e65100;--run-1:#0072b2;--run-2:#009e73;--run-3:#cc79a7;--run-4:#56b4e9;--run-5:#d55e00;--run-6:#999;--run-7:#000;--curve-value:#1565c0;--curve-advantage:#e65100;--curve-entropy:#2e7d32;--curve-kl:#6a1b9a}:root.dark{--chart-axis:#bbb;--chart-grid:#ffffff14;--chart-mark:#78b4ffb3;--chart-cursor:#90caf9;--heatmap-cursor:#ff6f00;--run-0:#ff9e40;--run-1:#56b4e9;--run-2:#33c7a0;--run-3:#e69ad0;--run-4:#9fd3f5;--run-5:#f0a35e;--run-6:#bbb;--run-7:#fff;--curve-value:#90caf9;--curve-advantage:#ffb74d;--curve-entropy:#a5d6a7;--curve-kl:#ce93d8;--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.run-picker{align-items:center;gap:8px;display:inline-flex}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.tok.rejected{text-decoration:line-through;text-decoration-thickness:2px}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view,.compare-view{margin-top:10px}.compare-rows{grid-template-columns:1fr 1fr;gap:12px;display:grid}.compare-line{margin:6px 0}.compare-token{font-family:var(--mono,monospace);background:var(--panel);border:1px solid var(--border);unicode-bidi:isolate;border-radius:3px;padding:0 3px}.compare-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.outlined{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}";
// src/index.ts
function Do() {
	let t = e("style");
	t.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + Eo, document.head.append(t), new To(document.body).start();
}
export { Do as render };
