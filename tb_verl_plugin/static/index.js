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
// src/model/steps.ts
function l(e, t, n) {
	let r = 0, i = e;
	for (; r < i;) {
		let e = r + i >> 1;
		t(e) < n ? r = e + 1 : i = e;
	}
	return r;
}
function u(e, t, n) {
	if (e === 0) return -1;
	let r = Math.min(e - 1, l(e, t, n));
	return r > 0 && Math.abs(t(r - 1) - n) <= Math.abs(t(r) - n) ? r - 1 : r;
}
function d(e, t) {
	let n = u(e.length, (t) => e[t].step, t);
	return n < 0 ? null : e[n].step;
}
function f(e, t) {
	let n = l(e.length, (t) => e[t].step, t);
	return n < e.length && e[n].step === t ? n : -1;
}
function p(e, t) {
	return e.length === t.length && e.every((e, n) => {
		let r = t[n];
		return e.step === r.step && e.samples === r.samples && Object.is(e.meanScore, r.meanScore);
	});
}
// src/model/trace.ts
function m(e, t) {
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
function h(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function g(e) {
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
	for (let [t, n] of Object.entries(e.extra_sample)) o[t] = h(n) ?? NaN;
	return {
		step: e.step,
		sampleIndex: e.sample_index,
		groupId: e.group_id,
		dataSource: e.data_source,
		selectedBecause: e.selected_because,
		promptText: e.prompt_text,
		responseText: e.response_text,
		score: h(e.score),
		tokenIds: t,
		responseMask: e.response_mask === null ? null : r(e.response_mask),
		tokenText: e.token_text.length === t.length ? e.token_text : Array.from(t, (e) => `⟨${e}⟩`),
		vocab: new Map(Object.entries(e.vocab).map(([e, t]) => [Number(e), t])),
		fields: n,
		topK: a,
		extraSample: o,
		attribution: b(e.attribution ?? null, t.length),
		attributionError: e.attribution_error ?? null,
		spans: e.spans ?? [],
		numTurns: e.num_turns ?? null
	};
}
function _(e, t) {
	let n = e.responseMask;
	return n ? t.map((e, t) => n[t] ? e : NaN) : t;
}
function v(e, t) {
	let n = l(e.spans.length, (t) => e.spans[t].end, t + 1), r = e.spans[n];
	return r && r.start <= t ? r : null;
}
function y(e) {
	if (e.kind === "policy") return `turn ${e.turn}`;
	if (e.kind === "observation") return `observation after turn ${e.turn}`;
	let t = e.tool_calls.map((e) => `${e.name}(${e.arguments}) → ${e.status === "ok" ? e.output : `${e.status}: ${e.output}`}`);
	return `tool output of turn ${e.turn}: ${t.join("; ")}`;
}
function b(e, t) {
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
var x = [];
function S(e) {
	x = e;
}
function C(e) {
	return x.find((t) => t.name === e)?.label ?? e.replace(/^extra:/, "");
}
function w(e, t) {
	let n = e.fields.get(t);
	if (n) return n;
	let r = x.find((e) => e.name === t)?.derived_from ?? [];
	if (r.length !== 2) return null;
	let [i, a] = r.map((t) => e.fields.get(t));
	return i && a ? i.map((e, t) => e - a[t]) : null;
}
function T(e) {
	return x.filter((t) => t.derived_from.length && !e.fields.has(t.name)).map((t) => [t.name, w(e, t.name)]).filter((e) => e[1] !== null);
}
var E = {
	key: "probability",
	label: "probability",
	kind: "sequential",
	fixed: [0, 1],
	values: (e) => w(e, "log_prob")?.map(Math.exp) ?? null
};
function D() {
	return [E, ...x.map((e) => ({
		key: e.name,
		label: e.label,
		kind: e.scale,
		values: (t) => w(t, e.name)
	}))];
}
function O(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: C(n),
		kind: "diverging",
		values: (e) => e.fields.get(n) ?? null
	});
	return [...D(), ...t];
}
function k(e, t) {
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
function ee(e, t) {
	let n = O(e), r = n.find((e) => e.key === t) ?? n[0], i = r.values(e), a = i && _(e, i);
	return {
		values: a,
		scale: a ? k(r, a) : null
	};
}
function A(e, t) {
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
var j = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function M(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new j(i.status, await i.text() || i.statusText);
	return await i.json();
}
function te(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: h(n)
	}));
}
var N = {
	fields: () => M("fields").then((e) => e.fields),
	runs: () => M("runs").then((e) => e.runs),
	scalars: (e, t) => M("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => M("steps", {
		run: e,
		split: t
	}).then((e) => te(e.steps)),
	exploration: (e) => M("exploration", { run: e }),
	search: (e, t, n) => M("search", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => M("step", {
		run: e,
		step: t,
		split: n
	}),
	prompt: (e, t, n) => M("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => M("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(g),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => N.trace(e, n, r, t)))
};
function ne(e, t = []) {
	let n = [], r = new Set(t), i = 0;
	for (let t = 0; t < e.length; t++) {
		let a = t > 0 ? e[t - 1] : "";
		(t === 0 || r.has(t) || i >= 256 && a.endsWith("\n") || i >= 1024) && (n.push(t), i = 0), i++;
	}
	return n;
}
function re(e, t) {
	return Math.max(0, l(e.length, (t) => e[t], t + 1) - 1);
}
function P(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
function F(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
function I(e, t, n) {
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
function L(e, t) {
	return I(e.map(Math.abs), t, !0).top.map((t) => ({
		position: t.position,
		value: e[t.position]
	}));
}
var R = [
	"value",
	"advantage",
	"entropy",
	"kl"
];
function z(e) {
	return e.spans.filter((e) => e.kind === "policy" && e.turn > 1).map((e) => ({
		position: e.start,
		turn: e.turn
	}));
}
function ie(e) {
	let t = [];
	for (let n of R) {
		let r = w(e, n);
		r && t.push({
			field: n,
			label: C(n),
			values: _(e, r)
		});
	}
	return t;
}
function ae(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function oe(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
function se(e) {
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
	"mismatch/log_ratio/std",
	"turns/policy/mean",
	"turns/tool_calls/mean",
	"turns/tool_failures/share",
	"turns/at_limit_share"
], me = /^turns\/by_turn\/(\d+)\/(.+)$/, he = {
	mismatch_abs: "mismatch |log π_train − log π_rollout| by turn",
	entropy: "entropy by turn",
	length: "tokens by turn"
};
function ge(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) {
		let e = me.exec(n);
		if (e && e[2] in he) {
			let r = t.get(e[2]) ?? [];
			r.push({
				turn: Number(e[1]),
				tag: n
			}), t.set(e[2], r);
		}
	}
	return Object.keys(he).filter((e) => t.has(e)).map((e) => ({
		title: he[e],
		turns: t.get(e).sort((e, t) => e.turn - t.turn)
	}));
}
function _e(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
function ve(e, t) {
	let n = new Map(t.map(([e, , t]) => [e, h(t)])), r = 0, i = 0, a = null;
	for (let [t, , o] of e) {
		let e = h(o), s = n.get(t);
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
function ye(e, t, n) {
	let r = ([e, r]) => [
		Math.abs(e - t),
		e,
		r === n ? 0 : 1,
		r
	], i = null;
	for (let t of e) (i === null || B(r(t), r(i))) && (i = t);
	return i === null ? null : [i[0], i[1]];
}
function B(e, t) {
	let n = e.findIndex((e, n) => e !== t[n]);
	return n >= 0 && e[n] < t[n];
}
function V(e, t) {
	let n = Math.min(e.length, t.length);
	for (let r = 0; r < n; r++) if (e[r] !== t[r]) return r;
	return e.length === t.length ? -1 : n;
}
function be(e, t, n) {
	let r = (e, t) => {
		if (n >= e.tokenIds.length) return {
			text: null,
			prob: null,
			probOfOther: null
		};
		let r = w(e, "log_prob"), i = n < t.tokenIds.length ? t.tokenIds[n] : null, a = A(e, n).alternatives.find((e) => e.id === i);
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
var xe = [
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
		value: (e) => h(e.score)
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
		value: (e) => h(e.mean_entropy)
	},
	{
		key: "kl",
		label: "KL̄",
		title: "mean log π − log π_ref",
		value: (e) => h(e.mean_kl)
	},
	{
		key: "turns",
		label: "turns",
		title: "the policy's turns, the tools it called and the calls that failed",
		value: (e) => e.turns ?? null,
		optional: !0,
		text: (e) => (e.turns ?? null) === null ? "–" : `${e.turns}${e.tools?.length ? ` · ${e.tools.join(", ")}` : ""}${e.tool_failures ? ` · ${e.tool_failures} failed` : ""}`
	}
];
function Se(e) {
	return xe.filter((t) => !t.optional || e.some((e) => t.value(e) !== null));
}
function Ce(e, t, n) {
	let r = xe.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var we = {
	score: (e) => h(e.score),
	len: (e) => e.length,
	entropy: (e) => h(e.mean_entropy),
	kl: (e) => h(e.mean_kl),
	turns: (e) => e.turns ?? 1,
	calls: (e) => e.tool_calls ?? 0,
	failures: (e) => e.tool_failures ?? 0
}, Te = /^(score|len|entropy|kl|turns|calls|failures)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/, Ee = /^tool:(.+)$/;
function De(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1]);
}
function Oe(e) {
	return De(e).map((e) => e.toLowerCase());
}
function ke(e, t, n) {
	if (n !== void 0 && !Oe(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = Te.exec(t), r = Ee.exec(t);
		if (r) {
			if (!(e.tools ?? []).some((e) => e.toLowerCase() === r[1])) return !1;
		} else if (n) {
			let t = we[n[1]](e), r = Number(n[3]);
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
function Ae(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
function je(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (h(t.score) ?? -Infinity) - (h(e.score) ?? -Infinity));
}
function Me(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
// src/controller.ts
function Ne(e) {
	return e instanceof j ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var Pe = 24, Fe = class {
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
			let [t, n] = await Promise.all([N.fields(), N.runs()]);
			if (S(t), this.store.set({ runs: n }), n.length === 0) {
				this.inform("No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions.");
				return;
			}
			let r = n.find((t) => t.run === e.run);
			await this.selectRun((r ?? n.find((e) => e.splits.length) ?? n[0]).run, r ? e : {});
		} catch (e) {
			this.fail(`Cannot list runs: ${Ne(e)}`);
		}
	}
	async refresh() {
		if (!this.refreshing) {
			this.refreshing = !0;
			try {
				let e = await N.runs();
				this.store.set({ runs: e });
				let { run: t, split: n, step: r } = this.store.state, i = e.find((e) => e.run === t);
				if (t === null || !i) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				let a = i.splits.includes(n) ? await N.steps(t, n) : [];
				if (t !== this.store.state.run) return;
				p(a, this.store.state.steps) || this.store.set({ steps: a }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : fe(i.scalar_tags)), await this.loadExploration(i), r === null && a.length && await this.selectStep(a[a.length - 1].step);
			} catch (e) {
				this.fail(`Reload failed: ${Ne(e)}`);
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
			let i = r?.splits.length ? N.steps(e, a) : Promise.resolve([]);
			await Promise.all([this.loadCharts(fe(r?.scalar_tags ?? [])), this.loadExploration(r ?? null)]);
			let o = await i;
			if (n !== this.generation.run) return;
			if (this.store.set({ steps: o }), o.length === 0) {
				this.inform("No decision traces in this run: call TraceLogger.log_decisions(step, ...).");
				return;
			}
			let s = t.step === void 0 ? o[o.length - 1].step : d(o, t.step);
			await this.selectStep(s, t.sample), t.token !== void 0 && n === this.generation.run && this.store.set({ token: t.token });
		} catch (e) {
			n === this.generation.run && this.fail(Ne(e));
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
			let r = await N.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r });
			let i = this.store.state.step, a = i === null ? null : d(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.fail(Ne(e));
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
		let t = pe.filter((t) => e.scalar_tags.includes(t)), n = Promise.all(ge(e.scalar_tags).map(async ({ title: t, turns: n }) => ({
			tag: t,
			runs: await Promise.all(n.map(async ({ turn: t, tag: n }) => ({
				run: `turn ${t}`,
				points: await N.scalars(e.run, n)
			})))
		}))), [r, i, a] = await Promise.all([
			N.exploration(e.run),
			this.fetchSeries(t, [e.run]),
			n
		]);
		e.run === this.store.state.run && this.store.set({
			exploration: r,
			explorationSeries: [...i, ...a]
		});
	}
	fetchSeries(e, t) {
		let n = new Map(this.store.state.runs.map((e) => [e.run, new Set(e.scalar_tags)]));
		return Promise.all(e.map(async (e) => ({
			tag: e,
			runs: await Promise.all(t.filter((t, r) => r === 0 || n.get(t)?.has(e)).map(async (t) => ({
				run: t,
				points: await N.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await N.traces(e, n, r.samples.map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.store.state.stepDetail === r && this.store.set({ stepTexts: {
				step: t,
				texts: a
			} });
		} catch (e) {
			this.fail(Ne(e));
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
			let i = await N.search(t, n, e);
			this.store.state.search === r && this.store.set({ search: {
				phrase: e,
				result: i
			} });
		} catch (e) {
			this.store.set({ search: null }), this.fail(Ne(e));
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let a = je(i.samples, r.groupId);
		try {
			let i = await N.traces(e, n, a.map((e) => [t, e.sample_index]));
			this.store.state.trace === r && this.store.set({ group: {
				groupId: r.groupId,
				traces: i
			} });
		} catch (e) {
			this.fail(Ne(e));
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n } = this.store.state, r = this.openSummary();
		if (e !== null && n && r) try {
			let i = await N.prompt(e, r.prompt_hash, t), a = Me(i, Pe), o = await N.traces(e, t, a.map(([e, t]) => [e, t]));
			this.store.state.trace === n && this.store.set({ history: {
				promptText: n.promptText,
				traces: o,
				occurrences: i.length
			} });
		} catch (e) {
			this.fail(Ne(e));
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
			let a = ye(await N.prompt(e, r.prompt_hash, t), n.step, n.sampleIndex), o = a === null ? null : await N.trace(e, a[0], a[1], t);
			i() && this.store.set({ comparison: {
				run: e,
				trace: o,
				note: o ? null : `${e} recorded no response to this prompt (${t}).`
			} });
		} catch (t) {
			i() && this.store.set({ comparison: {
				run: e,
				trace: null,
				note: Ne(t)
			} });
		}
	}
	selectNearest(e) {
		let t = d(this.store.state.steps, e);
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
			let i = await N.step(n, e, this.store.state.split);
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
			r === this.generation.step && this.fail(Ne(e));
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
			let i = await N.trace(t, n, e, this.store.state.split);
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				token: null,
				group: null,
				history: null,
				message: null
			}), this.store.state.compareRun !== null && await this.loadComparison();
		} catch (e) {
			r === this.generation.trace && this.fail(Ne(e));
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
}, Ie = "tbv=";
function Le(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(Ie));
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
function Re(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(Ie)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(Ie + encodeURIComponent(i)), `#${n.join("&")}`;
}
// src/host.ts
function ze() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function Be(e) {
	let t = ze();
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
function Ve(e) {
	let t = ze();
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
function He() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function Ue() {
	return Le(He().location.hash);
}
function We(e) {
	let t = He(), n = Re(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// src/state.ts
var Ge = class {
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
function Ke() {
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
var qe = class {
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
}, Je = !0, Ye = "uplot", Xe = "u-hz", Ze = "u-vt", Qe = "u-title", $e = "u-wrap", et = "u-under", tt = "u-over", nt = "u-axis", rt = "u-off", it = "u-select", at = "u-cursor-x", ot = "u-cursor-y", st = "u-cursor-pt", ct = "u-legend", lt = "u-live", ut = "u-inline", dt = "u-series", ft = "u-marker", pt = "u-label", mt = "u-value", ht = "width", gt = "height", _t = "top", vt = "bottom", yt = "left", bt = "right", xt = "#000", St = "#0000", Ct = "mousemove", wt = "mousedown", Tt = "mouseup", Et = "mouseenter", Dt = "mouseleave", Ot = "dblclick", kt = "resize", At = "scroll", jt = "change", Mt = "dppxchange", Nt = "--", Pt = typeof window < "u", Ft = Pt ? document : null, It = Pt ? window : null, Lt = Pt ? navigator : null, H, Rt;
function zt() {
	let e = devicePixelRatio;
	H != e && (H = e, Rt && Qt(jt, Rt, zt), Rt = matchMedia(`(min-resolution: ${H - .001}dppx) and (max-resolution: ${H + .001}dppx)`), Zt(jt, Rt, zt), It.dispatchEvent(new CustomEvent(Mt)));
}
function Bt(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function Vt(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function U(e, t, n) {
	e.style[t] = n + "px";
}
function Ht(e, t, n, r) {
	let i = Ft.createElement(e);
	return t != null && Bt(i, t), n?.insertBefore(i, r), i;
}
function Ut(e, t) {
	return Ht("div", e, t);
}
var Wt = /* @__PURE__ */ new WeakMap();
function Gt(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != Wt.get(e) && (e.style.transform = a, Wt.set(e, a), t < 0 || n < 0 || t > r || n > i ? Bt(e, rt) : Vt(e, rt));
}
var Kt = /* @__PURE__ */ new WeakMap();
function qt(e, t, n) {
	let r = t + n;
	r != Kt.get(e) && (Kt.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var Jt = /* @__PURE__ */ new WeakMap();
function Yt(e, t, n, r) {
	let i = t + "" + n;
	i != Jt.get(e) && (Jt.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var W = { passive: !0 }, Xt = {
	...W,
	capture: !0
};
function Zt(e, t, n, r) {
	t.addEventListener(e, n, r ? Xt : W);
}
function Qt(e, t, n, r) {
	t.removeEventListener(e, n, W);
}
Pt && zt();
function $t(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : xn((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function en(e) {
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
var tn = (e) => e != null, nn = (e) => e != null && e > 0, rn = en(tn), an = en(nn);
function on(e, t, n, r = 0, i = !1) {
	let a = i ? an : rn, o = i ? nn : tn;
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
	return [s ?? K, c ?? -K];
}
function sn(e, t, n, r) {
	let i = Dn(e), a = Dn(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? On : kn, s = i == 1 ? xn : Cn, c = a == 1 ? Cn : xn, l = s(o(bn(e))), u = c(o(bn(t))), d = En(n, l), f = En(n, u);
	return n == 10 && (l < 0 && (d = J(d, -l)), u < 0 && (f = J(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Gn(e, d), t = Wn(t, f)), [e, t];
}
function cn(e, t, n, r) {
	let i = sn(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var ln = .1, un = {
	mode: 3,
	pad: ln
}, dn = {
	pad: 0,
	soft: null,
	mode: 0
}, fn = {
	min: dn,
	max: dn
};
function pn(e, t, n, r) {
	return nr(n) ? hn(e, t, n) : (dn.pad = n, dn.soft = r ? 0 : null, dn.mode = r ? 3 : 0, hn(e, t, fn));
}
function G(e, t) {
	return e ?? t;
}
function mn(e, t, n) {
	for (t = G(t, 0), n = G(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function hn(e, t, n) {
	let r = n.min, i = n.max, a = G(r.pad, 0), o = G(i.pad, 0), s = G(r.hard, -K), c = G(i.hard, K), l = G(r.soft, K), u = G(i.soft, -K), d = G(r.mode, 0), f = G(i.mode, 0), p = t - e, m = On(p), h = Tn(bn(e), bn(t)), g = bn(On(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != K && (a = 0), f == 2 && u != -K && (o = 0)));
	let _ = p || h || 1e3, v = En(10, xn(On(_))), y = J(Gn(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : K, x = Tn(s, y < b && e >= b ? b : wn(b, y)), S = J(Wn(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -K, w = wn(c, S > C && t <= C ? C : Tn(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var gn = new Intl.NumberFormat(Pt ? Lt.language : "en-US"), _n = (e) => gn.format(e), vn = Math, yn = vn.PI, bn = vn.abs, xn = vn.floor, Sn = vn.round, Cn = vn.ceil, wn = vn.min, Tn = vn.max, En = vn.pow, Dn = vn.sign, On = vn.log10, kn = vn.log2, An = (e, t = 1) => vn.sinh(e) * t, jn = (e, t = 1) => vn.asinh(e / t), K = Infinity;
function Mn(e) {
	return (On((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Nn(e, t, n) {
	return wn(Tn(e, t), n);
}
function Pn(e) {
	return typeof e == "function";
}
function q(e) {
	return Pn(e) ? e : () => e;
}
var Fn = () => {}, In = (e) => e, Ln = (e, t) => t, Rn = (e) => null, zn = (e) => !0, Bn = (e, t) => e == t, Vn = /\.\d*?(?=9{6,}|0{6,})/gm, Hn = (e) => {
	if ($n(e) || Kn.has(e)) return e;
	let t = `${e}`, n = t.match(Vn);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Hn(e)}e${n}`;
	}
	return J(e, r);
};
function Un(e, t) {
	return Hn(J(Hn(e / t)) * t);
}
function Wn(e, t) {
	return Hn(Cn(Hn(e / t)) * t);
}
function Gn(e, t) {
	return Hn(xn(Hn(e / t)) * t);
}
function J(e, t = 0) {
	if ($n(e)) return e;
	let n = 10 ** t;
	return Sn(e * n * (1 + 2 ** -52)) / n;
}
var Kn = /* @__PURE__ */ new Map();
function qn(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Jn(e, t, n, r) {
	let i = [], a = r.map(qn);
	for (let o = t; o < n; o++) {
		let t = bn(o), n = J(En(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : J(c, l);
			i.push(u), Kn.set(u, l);
		}
	}
	return i;
}
var Yn = {}, Xn = [], Zn = [null, null], Qn = Array.isArray, $n = Number.isInteger, er = (e) => e === void 0;
function tr(e) {
	return typeof e == "string";
}
function nr(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function rr(e) {
	return typeof e == "object" && !!e;
}
var ir = Object.getPrototypeOf(Uint8Array), ar = "__proto__";
function or(e, t = nr) {
	let n;
	if (Qn(e)) {
		let r = e.find((e) => e != null);
		if (Qn(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = or(e[r], t);
		} else n = e.slice();
	} else if (e instanceof ir) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != ar && (n[r] = or(e[r], t));
	} else n = e;
	return n;
}
function sr(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != ar && (nr(e[t]) ? sr(e[t], or(r[t])) : e[t] = or(r[t]));
	}
	return e;
}
var cr = 0, lr = 1, ur = 2;
function dr(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function fr(e, t) {
	if (hr(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return gr(t[0]) || (t = mr(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : lr, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != cr && (l[n] = t, u == ur && d.push(n)) : l[n] = t;
			}
			dr(l, d, i), r.push(l);
		}
	}
	return r;
}
var pr = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function mr(e) {
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
function hr(e) {
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
function gr(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = Tn(1, xn((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var _r = [
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
], vr = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function yr(e) {
	return e.slice(0, 3);
}
var br = vr.map(yr), xr = {
	MMMM: _r,
	MMM: _r.map(yr),
	WWWW: vr,
	WWW: br
};
function Sr(e) {
	return (e < 10 ? "0" : "") + e;
}
function Cr(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var wr = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => Sr(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => Sr(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => Sr(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => Sr(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => Sr(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => Cr(e.getMilliseconds())
};
function Tr(e, t) {
	t ||= xr;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? wr[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var Er = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function Dr(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == Er ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var Or = (e) => e % 1 == 0, kr = [
	1,
	2,
	2.5,
	5
], Ar = Jn(10, -32, 0, kr), jr = Jn(10, 0, 32, kr), Mr = jr.filter(Or), Nr = Ar.concat(jr), Pr = "\n", Fr = "{YYYY}", Ir = Pr + Fr, Lr = "{M}/{D}", Rr = Pr + Lr, Y = Rr + "/{YY}", X = "{aa}", zr = "{h}:{mm}" + X, Br = Pr + zr, Vr = ":{ss}", Z = null;
function Q(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Jn(10, 0, 3, kr).filter(Or) : Jn(10, -3, 0, kr)).concat([
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
			Fr,
			Z,
			Z,
			Z,
			Z,
			Z,
			Z,
			1
		],
		[
			i * 28,
			"{MMM}",
			Ir,
			Z,
			Z,
			Z,
			Z,
			Z,
			1
		],
		[
			i,
			Lr,
			Ir,
			Z,
			Z,
			Z,
			Z,
			Z,
			1
		],
		[
			r,
			"{h}" + X,
			Y,
			Z,
			Rr,
			Z,
			Z,
			Z,
			1
		],
		[
			n,
			zr,
			Y,
			Z,
			Rr,
			Z,
			Z,
			Z,
			1
		],
		[
			t,
			Vr,
			Y + " " + zr,
			Z,
			Rr + " " + zr,
			Z,
			Br,
			Z,
			1
		],
		[
			e,
			Vr + ".{fff}",
			Y + " " + zr,
			Z,
			Rr + " " + zr,
			Z,
			Br,
			Z,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = J(g * e, 3), v = Zr(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = J(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : J(Zr(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(Sn(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Zr(c + r * a, l + n * a, 1), s = o - t(J(o * e, 3));
					i = J((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (xn(l) - xn(_)) + Wn(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = J(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = xn(J(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					J((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Hr, Ur, Wr] = Q(1), [Gr, Kr, qr] = Q(.001);
Jn(2, -53, 53, [1]);
function Jr(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Yr(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Xr(e, t) {
	let n = Tr(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Zr(e, t, n) {
	return new Date(e, t, n);
}
function Qr(e, t) {
	return t(e);
}
var $r = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function ei(e, t) {
	return (n, r, i, a) => a == null ? Nt : t(e(r));
}
function ti(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function ni(e, t) {
	return e.series[t].fill(e, t);
}
var ri = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Fn,
	markers: {
		show: !0,
		width: 2,
		stroke: ti,
		fill: ni,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function ii(e, t) {
	let n = e.cursor.points, r = Ut(), i = n.size(e, t);
	U(r, ht, i), U(r, gt, i);
	let a = i / -2;
	U(r, "marginLeft", a), U(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && U(r, "borderWidth", o), r;
}
function ai(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function oi(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function si(e, t) {
	return e.series[t].points.size;
}
var ci = [0, 0];
function li(e, t, n) {
	return ci[0] = t, ci[1] = n, ci;
}
function ui(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function di(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var fi = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: li,
	points: {
		one: !1,
		show: ii,
		size: si,
		width: 0,
		stroke: oi,
		fill: ai
	},
	bind: {
		mousedown: ui,
		mouseup: ui,
		click: ui,
		dblclick: ui,
		mousemove: di,
		mouseleave: di,
		mouseenter: di
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
}, pi = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, mi = sr({}, pi, { filter: Ln }), hi = sr({}, mi, { size: 10 }), gi = sr({}, pi, { show: !1 }), _i = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", vi = "bold " + _i, yi = 1.5, bi = {
	show: !0,
	scale: "x",
	stroke: xt,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: vi,
	side: 2,
	grid: mi,
	ticks: hi,
	border: gi,
	font: _i,
	lineGap: yi,
	rotate: 0
}, xi = "Value", Si = "Time", Ci = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: K,
	max: -Infinity,
	idxs: []
};
function wi(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : _n(e));
}
function Ti(e, t, n, r, i, a, o) {
	let s = [], c = Kn.get(i) || 0;
	n = o ? n : J(Wn(n, i), c);
	for (let e = n; e <= r; e = J(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function Ei(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = En(c, xn((c == 10 ? On : kn)(n))), c == 10 && (i = Nr[$t(i, Nr)]);
	let l = n, u = i * c;
	c == 10 && (u = Nr[$t(u, Nr)]);
	do
		s.push(l), l += i, c == 10 && !Kn.has(l) && (l = J(l, Kn.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Nr[$t(u, Nr)]));
	while (l <= r);
	return s;
}
function Di(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? Ei(e, t, Tn(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? Ei(e, t, Tn(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var Oi = /./, ki = /[12357]/, Ai = /[125]/, ji = /1/, Mi = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Ni(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? Oi : c(7, o) - u >= l ? ki : c(5, o) - u >= l ? Ai : ji;
	if (d == ji) {
		let e = bn(c(1, o) - u);
		if (e < l) return Mi(t.slice().reverse(), s.distr, d, Cn(l / e)).reverse();
	}
	return Mi(t, s.distr, d, 1);
}
function Pi(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = bn(c(1, o) - c(2, o));
	return l < s ? Mi(t.slice().reverse(), 3, Oi, Cn(s / l)).reverse() : t;
}
function Fi(e, t, n, r) {
	return r == null ? Nt : t == null ? "" : _n(t);
}
var Ii = {
	show: !0,
	scale: "y",
	stroke: xt,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: vi,
	side: 3,
	grid: mi,
	ticks: hi,
	border: gi,
	font: _i,
	lineGap: yi,
	rotate: 0
};
function Li(e, t) {
	return J((3 + (e || 1) * 2) * t, 3);
}
function Ri(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = bn(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * H);
	return r[1] - r[0] <= o;
}
var zi = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: K,
	max: -Infinity
}, Bi = (e, t, n, r, i) => i, Vi = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Bi,
	alpha: 1,
	facets: [sr({}, zi, { scale: "x" }), sr({}, zi, { scale: "y" })]
}, Hi = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Bi,
	alpha: 1,
	points: {
		show: Ri,
		filter: null
	},
	values: null,
	min: K,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Ui(e, t, n, r, i) {
	return n / 10;
}
var Wi = {
	time: Je,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Gi = sr({}, Wi, {
	time: !1,
	ori: 1
}), Ki = {};
function qi(e, t) {
	let n = Ki[e];
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
	}, e != null && (Ki[e] = n)), n;
}
var Ji = 1, Yi = 2;
function Xi(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, aa, sa, la, da, pa) : n(i, c, l, u, d, _, g, p, f, h, m, oa, ca, ua, fa, $);
}
function Zi(e, t) {
	let n = 0, r = 0, i = G(e.bands, Xn);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Qi(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function $i(e, t, n, r, i, a) {
	return Xi(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? sa : ca, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function ea(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? la : ua, c = n;
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
function ta(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function na(e, t, n, r, i, a, o) {
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
function ra(e) {
	return e == 0 ? In : e == 1 ? Sn : (t) => Un(t, e);
}
function ia(e) {
	let t = e == 0 ? aa : oa, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = wn(c, o / 2, s / 2), l = wn(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var aa = (e, t, n) => {
	e.moveTo(t, n);
}, oa = (e, t, n) => {
	e.moveTo(n, t);
}, sa = (e, t, n) => {
	e.lineTo(t, n);
}, ca = (e, t, n) => {
	e.lineTo(n, t);
}, la = ia(0), ua = ia(1), da = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, fa = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, pa = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, $ = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function ma(e) {
	return (e, t, n, r, i) => Xi(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = aa, v = da) : (_ = oa, v = fa);
		let y = J(g.width * H, 3), b = (g.size - g.width) / 2 * H, x = J(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		la(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, yn * 2);
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
function ha(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var ga = ha(sa), _a = ha(ca);
function va(e) {
	let t = G(e?.alignGaps, 0);
	return (e, n, r, i) => Xi(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = rn(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = sa, b = ga) : (y = ca, b = _a);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Ji
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
		let [T, E] = Zi(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...na(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = ea(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [$i(e, n, r, i, C, -1), $i(e, n, r, i, C, 1)] : $i(e, n, r, i, C, E)), S;
	});
}
function ya(e) {
	let t = G(e.align, 1), n = G(e.ascDesc, !1), r = G(e.alignGaps, 0), i = G(e.extend, !1);
	return (e, a, o, s) => Xi(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = rn(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? sa : ca, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Ji
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
		let [M, te] = Zi(e, a);
		if (c.fill != null || M != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, M));
			w(t, j, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...na(l, u, o, s, D, S, r));
			let f = c.width * H / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = ea(i, d.ori, h, g, _, v);
		}
		return te != 0 && (T.band = te == 2 ? [$i(e, a, o, s, E, -1), $i(e, a, o, s, E, 1)] : $i(e, a, o, s, E, te)), T;
	});
}
function ba(e, t, n, r, i, a, o = K) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = bn(e[c] - e[s]);
				t < l && (l = t, o = bn(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function xa(e) {
	e ||= Yn;
	let t = G(e.size, [
		.6,
		K,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = q(i), o = 1 - t[0], s = G(t[1], K), c = G(t[2], 1), l = G(e.disp, Yn), u = G(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Xi(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * H, O = s * H, k = c * H, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let j = _.dir * (_.ori == 0 ? 1 : -1), M = _.ori == 0 ? la : ua, te = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, N = G(e.bands, Xn).find((e) => e.series[0] == t), ne = N == null ? 0 : N.dir, re = m.fillTo(e, t, m.min, m.max, ne), P = T(b(re, v, w, S)), F, I, L, R = C, z = T(m.width * H), ie = !1, ae = null, oe = null, se = null, ce = null;
		d != null && (z == 0 || f != null) && (ie = !0, ae = d.values(e, t, i, p), oe = /* @__PURE__ */ new Map(), new Set(ae).forEach((e) => {
			e != null && oe.set(e, new Path2D());
		}), z > 0 && (se = f.values(e, t, i, p), ce = /* @__PURE__ */ new Map(), new Set(se).forEach((e) => {
			e != null && ce.set(e, new Path2D());
		})));
		let { x0: le, size: ue } = l;
		if (le != null && ue != null) {
			E = 1, h = le.values(e, t, i, p), le.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = ue.values(e, t, i, p);
			I = ue.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), R = ba(h, g, y, _, C, x, R), L = R - I + D;
		} else R = ba(h, g, y, _, C, x, R), L = R * o + D, I = R - L;
		L < 1 && (L = 0), z >= I / 2 && (z = 0), L < 5 && (T = In);
		let de = L > 0, fe = R - L - (de ? z : 0);
		I = T(Nn(fe, k, O)), F = (E == 0 ? I / 2 : E == j ? 0 : I) - E * j * ((E == 0 ? D / 2 : 0) + (de ? z / 2 : 0));
		let pe = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, me = ie ? null : new Path2D(), he = null;
		if (N != null) he = e.data[N.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), he = n.values(e, t, i, p));
		}
		let ge = ee * I, _e = A * I;
		for (let n = j == 1 ? i : p; n >= i && n <= p; n += j) {
			let r = g[n];
			if (r == null) continue;
			if (he != null) {
				let e = he[n] ?? 0;
				if (r - e == 0) continue;
				P = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(G(r, re), v, w, S), o = T(i - F), s = T(Tn(a, P)), c = T(wn(a, P)), u = s - c;
			if (r != null) {
				let i = r < 0 ? _e : ge, a = r < 0 ? ge : _e;
				ie ? (z > 0 && se[n] != null && M(ce.get(se[n]), o, c + xn(z / 2), I, Tn(0, u - z), i, a), ae[n] != null && M(oe.get(ae[n]), o, c + xn(z / 2), I, Tn(0, u - z), i, a)) : M(me, o, c + xn(z / 2), I, Tn(0, u - z), i, a), te(e, t, n, o - z / 2, c, I + z, u);
			}
		}
		return z > 0 ? pe.stroke = ie ? ce : me : ie || (pe._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, pe.width = 0), pe.fill = ie ? oe : me, pe;
	});
}
function Sa(e, t) {
	let n = G(t?.alignGaps, 0);
	return (t, r, i, a) => Xi(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = rn(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = aa, S = sa, x = pa) : (b = oa, S = ca, x = $);
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
			flags: Ji
		}, k = O.stroke, [ee, A] = Zi(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...na(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = ea(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [$i(t, r, i, a, k, -1), $i(t, r, i, a, k, 1)] : $i(t, r, i, a, k, A)), O;
	});
}
function Ca(e) {
	return Sa(wa, e);
}
function wa(e, t, n, r, i, a) {
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
var Ta = /* @__PURE__ */ new Set();
function Ea() {
	for (let e of Ta) e.syncRect(!0);
}
Pt && (Zt(kt, It, Ea), Zt(At, It, Ea, !0), Zt(Mt, It, () => {
	Ha.pxRatio = H;
}));
var Da = va(), Oa = ma();
function ka(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => ja(e, r, t, n));
}
function Aa(e, t) {
	return e.map((e, n) => n == 0 ? {} : sr({}, t, e));
}
function ja(e, t, n, r) {
	return sr({}, t == 0 ? n : r, e);
}
function Ma(e, t, n) {
	return t == null ? Zn : [t, n];
}
var Na = Ma;
function Pa(e, t, n) {
	return t == null ? Zn : pn(t, n, ln, !0);
}
function Fa(e, t, n, r) {
	return t == null ? Zn : sn(t, n, e.scales[r].log, !1);
}
var Ia = Fa;
function La(e, t, n, r) {
	return t == null ? Zn : cn(t, n, e.scales[r].log, !1);
}
var Ra = La;
function za(e, t, n, r, i) {
	let a = Tn(Mn(e), Mn(t)), o = t - e, s = $t(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Kn.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Ba(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = Sn((n = +r) * H)) + "px"), [
		e,
		t,
		n
	];
}
function Va(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = J(e[2] * H, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Ha(e, t, n) {
	let r = { mode: G(e.mode, 1) }, i = r.mode;
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
	let l = r.root = Ut(Ye);
	if (e.id != null && (l.id = e.id), Bt(l, e.class), e.title) {
		let t = Ut(Qe, l);
		t.textContent = e.title;
	}
	let u = Ht("canvas"), d = r.ctx = u.getContext("2d"), f = Ut($e, l);
	Zt("click", f, (e) => {
		e.target === m && (Y != Fr || X != Ir) && Br.click(r, e);
	}, !0);
	let p = r.under = Ut(et, f);
	f.appendChild(u);
	let m = r.over = Ut(tt, f);
	e = or(e);
	let h = +G(e.pxAlign, 1), g = ra(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? ka(e.series || [], Ci, Hi, !1) : Aa(e.series || [null], Vi), y = r.axes = ka(e.axes || [], bi, Ii, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = q(e.fill || null), e.dir = G(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: gr,
		series: Jn
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => On(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => jn(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Yn)[t] || Yn;
			if (r.from != null) {
				E(r.from);
				let e = sr({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = sr({}, t == S ? Wi : Gi, r), n.key = t;
				let e = n.time, a = n.range, o = Qn(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? un : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? un : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && nr(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Zn : pn(n, r, e);
				}
				n.range = q(a || (e ? Na : t == S ? n.distr == 3 ? Ia : n.distr == 4 ? Ra : Ma : n.distr == 3 ? Fa : n.distr == 4 ? La : Pa)), n.auto = q(!o && n.auto), n.clamp = q(n.clamp || Ui), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (Bt(l, Xe), k = a, ee = o) : (Bt(l, Ze), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let j = e.tzDate || ((e) => new Date(Sn(e / _))), M = e.fmtDate || Tr, te = _ == 1 ? Wr(j) : qr(j), N = Yr(j, Jr(_ == 1 ? Ur : Kr, M)), ne = ei(j, Qr($r, M)), re = [], P = r.legend = sr({}, ri, e.legend), F = r.cursor = sr({}, fi, { drag: { y: i == 2 } }, e.cursor), I = P.show, L = F.show, R = P.markers;
	P.idxs = re, R.width = q(R.width), R.dash = q(R.dash), R.stroke = q(R.stroke), R.fill = q(R.fill);
	let z, ie, ae, oe = [], se = [], ce, le = !1, ue = {};
	if (P.live) {
		let e = v[1] ? v[1].values : null;
		le = e != null, ce = le ? e(r, 1, 0) : { _: 0 };
		for (let e in ce) ue[e] = Nt;
	}
	if (I) {
		if (z = Ht("table", ct, l), ae = Ht("tbody", null, z), P.mount(r, z), le) {
			ie = Ht("thead", null, z, ae);
			let e = Ht("tr", null, ie);
			for (var de in Ht("th", null, e), ce) Ht("th", pt, e).textContent = de;
		} else Bt(z, ut), P.live && Bt(z, lt);
	}
	let fe = { show: !0 }, pe = { show: !1 };
	function me(e, t) {
		if (t == 0 && (le || !P.live || i == 2)) return Zn;
		let n = [], a = Ht("tr", dt, ae, ae.childNodes[t]);
		Bt(a, e.class), e.show || Bt(a, rt);
		let o = Ht("th", null, a);
		if (R.show) {
			let e = Ut(ft, o);
			if (t > 0) {
				let n = R.width(r, t);
				n && (e.style.border = n + "px " + R.dash(r, t) + " " + R.stroke(r, t)), e.style.background = R.fill(r, t);
			}
		}
		let s = Ut(pt, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (R.show || (s.style.color = e.width > 0 ? R.stroke(r, t) : R.fill(r, t)), ge("click", o, (t) => {
			if (F._lock) return;
			He(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != P.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && ai(r, e ? r == n ? fe : pe : fe, !0, $.setSeries);
				});
			} else ai(n, { show: !e.show }, !0, $.setSeries);
		}, !1), Ge && ge(Et, o, (t) => {
			F._lock || (He(t), ai(v.indexOf(e), mi, !0, $.setSeries));
		}, !1)), ce) {
			let e = Ht("td", mt, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let he = /* @__PURE__ */ new Map();
	function ge(e, t, n, i = !0) {
		let a = he.get(t) || {}, o = F.bind[e](r, t, n, i);
		o && (Zt(e, t, a[e] = o), he.set(t, a));
	}
	function _e(e, t, n) {
		let r = he.get(t) || {};
		for (let n in r) (e == null || n == e) && (Qt(n, t, r[n]), delete r[n]);
		e ?? he.delete(t);
	}
	let ve = 0, ye = 0, B = 0, V = 0, be = 0, xe = 0, Se = be, Ce = xe, we = B, Te = V, Ee = 0, De = 0, Oe = 0, ke = 0;
	r.bbox = {};
	let Ae = !1, je = !1, Me = !1, Ne = !1, Pe = !1, Fe = !1;
	function Ie(e, t, n) {
		(n || e != r.width || t != r.height) && Le(e, t), _r(!1), Me = !0, je = !0, Sr();
	}
	function Le(e, t) {
		r.width = ve = B = e, r.height = ye = V = t, be = xe = 0, Be(), Ve();
		let n = r.bbox;
		Ee = n.left = Un(be * H, .5), De = n.top = Un(xe * H, .5), Oe = n.width = Un(B * H, .5), ke = n.height = Un(V * H, .5);
	}
	function Re() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = mr(t), i = hr(t);
			e = t == 3 || n && i, e || (Le(r.width, r.height), je = !0);
		}
	}
	function ze({ width: e, height: t }) {
		Ie(e, t);
	}
	r.setSize = ze;
	function Be() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (B -= c, a == 3 ? (be += c, r = !0) : n = !0) : (V -= c, a == 0 ? (xe += c, e = !0) : t = !0));
			}
		}), Lt[0] = e, Lt[1] = n, Lt[2] = t, Lt[3] = r, B -= Kt[1] + Kt[3], be += Kt[3], V -= Kt[2] + Kt[0], xe += Kt[0];
	}
	function Ve() {
		let e = be + B, t = xe + V, n = be, r = xe;
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
	if (F.dataIdx == null) {
		let e = F.hover, n = e.skip = new Set(e.skip ?? []);
		n.add(void 0);
		let r = e.prox = q(e.prox), i = e.bias ??= 0;
		F.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? K, u = l >= 0 && l < K, d = D.ori == 0 ? B : V, f = F.left, p = t[0], m = t[a];
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
			} else u && bn(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let He = (e) => {
		F.event = e;
	};
	F.idxs = re, F._lock = !1;
	let Ue = F.points;
	Ue.show = q(Ue.show), Ue.size = q(Ue.size), Ue.stroke = q(Ue.stroke), Ue.width = q(Ue.width), Ue.fill = q(Ue.fill);
	let We = r.focus = sr({}, e.focus || { alpha: .3 }, F.focus), Ge = We.prox >= 0, Ke = Ge && Ue.one, qe = [], Je = [], xt = [];
	function kt(e, t) {
		let n = Ue.show(r, t);
		if (n instanceof HTMLElement) return Bt(n, st), Bt(n, e.class), Gt(n, -10, -10, B, V), m.insertBefore(n, qe[t]), n;
	}
	function At(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? tr(n) ? ei(j, Qr(n, M)) : n || ne : n || Fi, e.label = e.label || (t ? Si : xi);
		}
		if (Ke || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || Da || Rn, e.fillTo = q(e.fillTo || Qi), e.pxAlign = +G(e.pxAlign, h), e.pxRound = ra(e.pxAlign), e.stroke = q(e.stroke || null), e.fill = q(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Li(Tn(1, e.width), 1), n = e.points = sr({}, {
				size: t,
				width: Tn(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: Oa,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = q(n.show), n.filter = q(n.filter), n.fill = q(n.fill), n.stroke = q(n.stroke), n.paths = q(n.paths), n.pxAlign = e.pxAlign;
		}
		if (I) {
			let n = me(e, t);
			oe.splice(t, 0, n[0]), se.splice(t, 0, n[1]), P.values.push(null);
		}
		if (L) {
			re.splice(t, 0, null);
			let n = null;
			Ke ? t == 0 && (n = kt(e, t)) : t > 0 && (n = kt(e, t)), qe.splice(t, 0, n), Je.splice(t, 0, 0), xt.splice(t, 0, 0);
		}
		fa("addSeries", t);
	}
	function jt(e, t) {
		t ??= v.length, e = i == 1 ? ja(e, t, Ci, Hi) : ja(e, t, {}, Vi), v.splice(t, 0, e), At(v[t], t);
	}
	r.addSeries = jt;
	function Pt(e) {
		if (v.splice(e, 1), I) {
			P.values.splice(e, 1), se.splice(e, 1);
			let t = oe.splice(e, 1)[0];
			_e(null, t.firstChild), t.remove();
		}
		L && (re.splice(e, 1), qe.splice(e, 1)[0].remove(), Je.splice(e, 1), xt.splice(e, 1)), fa("delSeries", e);
	}
	r.delSeries = Pt;
	let Lt = [
		!1,
		!1,
		!1,
		!1
	];
	function Rt(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = q(e.size), e.space = q(e.space), e.rotate = q(e.rotate), Qn(e.incrs) && e.incrs.forEach((e) => {
				!Kn.has(e) && Kn.set(e, qn(e));
			}), e.incrs = q(e.incrs || (i.distr == 2 ? Mr : a ? _ == 1 ? Hr : Gr : Nr)), e.splits = q(e.splits || (a && i.distr == 1 ? te : i.distr == 3 ? Ei : i.distr == 4 ? Di : Ti)), e.stroke = q(e.stroke), e.grid.stroke = q(e.grid.stroke), e.ticks.stroke = q(e.ticks.stroke), e.border.stroke = q(e.border.stroke);
			let o = e.values;
			e.values = Qn(o) && !Qn(o[0]) ? q(o) : a ? Qn(o) ? Yr(j, Jr(o, M)) : tr(o) ? Xr(j, o) : o || N : o || wi, e.filter = q(e.filter || (i.distr >= 3 && i.log == 10 ? Ni : i.distr == 3 && i.log == 2 ? Pi : Ln)), e.font = Ba(e.font), e.labelFont = Ba(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Lt[t] = !0, e._el = Ut(nt, f));
		}
	}
	function zt(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? Sn(bi.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? Sn(Ii.size / 2) : 0), l;
	}
	let Wt = r.padding = (e.padding || [
		zt,
		zt,
		zt,
		zt
	]).map((e) => q(G(e, zt))), Kt = r._padding = Wt.map((e, t) => e(r, t, Lt, 0)), Jt, W = null, Xt = null, en = i == 1 ? v[0].idxs : null, tn = null, nn = !1;
	function rn(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			Jt = 0;
			for (let e = 1; e < v.length; e++) Jt += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), tn = t[0], Jt = tn.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(Jt);
				for (let e = 0; e < Jt; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (_r(!0), fa("setData"), O == 2 && (Me = !0), n !== !1) {
			let e = D;
			e.auto(r, nn) ? an() : ii(S, e.min, e.max), Ne ||= F.left >= 0, Fe = !0, Sr();
		}
	}
	r.setData = rn;
	function an() {
		nn = !0;
		let e, n;
		i == 1 && (Jt > 0 ? (W = en[0] = 0, Xt = en[1] = Jt - 1, e = t[0][W], n = t[0][Xt], O == 2 ? (e = W, n = Xt) : e == n && (O == 3 ? [e, n] = sn(e, e, D.log, !1) : O == 4 ? [e, n] = cn(e, e, D.log, !1) : D.time ? n = e + Sn(86400 / _) : [e, n] = pn(e, n, ln, !0))) : (W = en[0] = e = null, Xt = en[1] = n = null)), ii(S, e, n);
	}
	let dn, fn, hn, gn, _n, vn, xn, Dn, kn, Mn;
	function Fn(e, t, n, r, i, a) {
		e ??= St, n ??= Xn, r ??= "butt", i ??= St, a ??= "round", e != dn && (d.strokeStyle = dn = e), i != fn && (d.fillStyle = fn = i), t != hn && (d.lineWidth = hn = t), a != _n && (d.lineJoin = _n = a), r != vn && (d.lineCap = vn = r), n != gn && d.setLineDash(gn = n);
	}
	function In(e, t, n, r) {
		t != fn && (d.fillStyle = fn = t), e != xn && (d.font = xn = e), n != Dn && (d.textAlign = Dn = n), r != kn && (d.textBaseline = kn = r);
	}
	function Vn(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, nn) && (t == null || t.min == null)) {
			let t = G(W, 0), r = G(Xt, i.length - 1), o = n.min == null ? on(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = wn(e.min, n.min = o[0]), e.max = Tn(e.max, n.max = o[1]);
		}
	}
	let Hn = {
		min: null,
		max: null
	};
	function Wn() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, nn)) && (A[e] = Hn);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = Hn);
		}
		A[S] != null && _r(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = or(b[t], rr);
				if (n.min != null) sr(a, n);
				else if (t != S || i == 2) {
					if (Jt == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = K, a.max = -Infinity;
				}
			}
		}
		if (Jt > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], W = $t(s.min, t[0]), Xt = $t(s.max, t[0]), Xt - W > 1 && (t[0][W] < s.min && W++, t[0][Xt] > s.max && Xt--), n.min = tn[W], n.max = tn[Xt];
					} else n.show && n.auto && Vn(s, o, n, t[a], n.sorted);
					n.idxs[0] = W, n.idxs[1] = Xt;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && Vn(u, A[o], r, c, r.sorted), d != null && Vn(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = A[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == K ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? On(i.min) : e == 4 ? jn(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? On(i.max) : e == 4 ? jn(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) Me = !0, fa("setScale", e);
			L && F.left >= 0 && (Ne = Fe = !0);
		}
		for (let e in A) A[e] = null;
	}
	function Gn(e) {
		let t = Nn(W - 1, 0, Jt - 1), n = Nn(Xt + 1, 0, Jt - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < Jt - 1;) n++;
		return [t, n];
	}
	function Jn() {
		if (Jt > 0) {
			let e = v.some((e) => e._focus) && Mn != We.alpha;
			e && (d.globalAlpha = Mn = We.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && ($n(n, !1), $n(n, !0), e._paths == null)) {
					let a = Mn;
					Mn != e.alpha && (d.globalAlpha = Mn = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Gn(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), Mn != a && (d.globalAlpha = Mn = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = Mn;
					Mn != e.alpha && (d.globalAlpha = Mn = e.alpha), e._paths != null && ir(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, W, Xt, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, W, Xt, a), ir(t, !0));
					}
					Mn != n && (d.globalAlpha = Mn = n), fa("drawSeries", t);
				}
			}), e && (d.globalAlpha = Mn = 1);
		}
	}
	function $n(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function ir(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = J(l * H, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = Ee - l / 2, t = De - l / 2, n = Oe + l, r = ke + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? cr(s, l, n.dash, n.cap, c, r, i, o, a) : ar(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function ar(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Yn).band;
				Qn(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && mn(g, W, Xt) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, cr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || cr(n, i, a, o, s, c, l, u, d, f);
	}
	function cr(e, t, n, r, i, a, o, s, c, l, u, f) {
		Fn(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), ur(i, o), lr(e, a, t)) : s & Yi ? (ur(i, o), d.clip(f), lr(e, a, t)) : s & Ji && (d.save(), d.clip(f), u && d.clip(u), ur(i, o), d.restore(), lr(e, a, t)) : (ur(i, o), lr(e, a, t)), (c || l || f) && d.restore();
	}
	function lr(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = dn = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function ur(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = fn = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function dr(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = za(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function fr(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), Fn(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function mr(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, _r(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, _r(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = dr(i, c, l, s == 0 ? B : V);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => tn[e]) : p, h = a.distr == 2 ? tn[p[1]] - tn[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = Cn(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function hr(e) {
		let t = !0;
		return Wt.forEach((n, i) => {
			let a = n(r, i, Lt, e);
			a != Kt[i] && (t = !1), Kt[i] = a;
		}), t;
	}
	function gr() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = Sn((t._lpos + s) * H);
				In(t.labelFont[0], c, "center", n == 2 ? _t : vt), d.save(), i == 1 ? (a = o = 0, d.translate(p, Sn(De + ke / 2)), d.rotate((n == 3 ? -yn : yn) / 2)) : (a = Sn(Ee + Oe / 2), o = p);
				let m = Pn(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? Oe : ke, h = i == 0 ? Ee : De, _ = t._splits, v = p.distr == 2 ? _.map((e) => tn[e]) : _, x = p.distr == 2 ? tn[_[1]] - tn[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = Sn(w * H), E = Sn((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * H), D = t._rotate * -yn / 180, O = g(t._pos * H), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			In(ee, c, t.align == 1 ? yt : t.align == 2 ? bt : D > 0 ? yt : D < 0 ? bt : i == 0 ? "center" : n == 3 ? bt : yt, D || i == 1 ? "middle" : n == 2 ? _t : vt);
			let A = t.font[1] * t.lineGap, j = _.map((e) => g(s(e, p, m, h))), M = t._values;
			for (let e = 0; e < M.length; e++) {
				let t = M[e];
				if (t != null) {
					i == 0 ? a = j[e] : o = j[e], t = "" + t;
					let n = t.indexOf("\n") == -1 ? [t] : t.split(/\n/gm);
					for (let e = 0; e < n.length; e++) {
						let t = n[e];
						D ? (d.save(), d.translate(a, o + e * A), d.rotate(D), d.fillText(t, 0, 0), d.restore()) : d.fillText(t, a, o + e * A);
					}
				}
			}
			S.show && fr(j, S.filter(r, v, e, f, x), i, n, O, T, J(S.width * H, 3), S.stroke(r, e), S.dash, S.cap);
			let te = t.grid;
			te.show && fr(j, te.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? De : Ee, i == 0 ? ke : Oe, J(te.width * H, 3), te.stroke(r, e), te.dash, te.cap), C.show && fr([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? De : Ee, i == 1 ? ke : Oe, J(C.width * H, 3), C.stroke(r, e), C.dash, C.cap);
		}
		fa("drawAxes");
	}
	function _r(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let vr = !1, yr = !1, br = [];
	function xr() {
		yr = !1;
		for (let e = 0; e < br.length; e++) fa(...br[e]);
		br.length = 0;
	}
	function Sr() {
		vr ||= (pr(wr), !0);
	}
	function Cr(e, t = !1) {
		vr = !0, yr = t, e(r), wr(), t && br.length > 0 && queueMicrotask(xr);
	}
	r.batch = Cr;
	function wr() {
		if (Ae &&= (Wn(), !1), Me &&= (Re(), !1), je) {
			if (U(p, yt, be), U(p, _t, xe), U(p, ht, B), U(p, gt, V), U(m, yt, be), U(m, _t, xe), U(m, ht, B), U(m, gt, V), U(f, ht, ve), U(f, gt, ye), u.width = Sn(ve * H), u.height = Sn(ye * H), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						U(e, a ? "left" : "top", r - t), U(e, a ? "width" : "height", n), U(e, a ? "top" : "left", a ? xe : be), U(e, a ? "height" : "width", a ? V : B), Vt(e, rt);
					} else Bt(e, rt);
				}
			}), dn = fn = hn = _n = vn = xn = Dn = kn = gn = null, Mn = 1, Bi(!0), be != Se || xe != Ce || B != we || V != Te) {
				_r(!1);
				let e = B / we, t = V / Te;
				if (L && !Ne && F.left >= 0) {
					F.left *= e, F.top *= t, kr && Gt(kr, Sn(F.left), 0, B, V), Ar && Gt(Ar, 0, Sn(F.top), B, V);
					for (let n = 0; n < qe.length; n++) {
						let r = qe[n];
						r != null && (Je[n] *= e, xt[n] *= t, Gt(r, Cn(Je[n]), Cn(xt[n]), B, V));
					}
				}
				if (Q.show && !Pe && Q.left >= 0 && Q.width > 0) {
					Q.left *= e, Q.width *= e, Q.top *= t, Q.height *= t;
					for (let e in Zi) U(Zr, e, Q[e]);
				}
				Se = be, Ce = xe, we = B, Te = V;
			}
			fa("setSize"), je = !1;
		}
		ve > 0 && ye > 0 && (d.clearRect(0, 0, u.width, u.height), fa("drawClear"), w.forEach((e) => e()), fa("draw")), Q.show && Pe && (ti(Q), Pe = !1), L && Ne && (Ri(null, !0, !1), Ne = !1), P.show && P.live && Fe && (ji(), Fe = !1), c || (c = !0, r.status = 1, fa("ready")), nn = !1, vr = !1;
	}
	r.redraw = (e, t) => {
		Me = t || !1, e === !1 ? Sr() : ii(S, D.min, D.max);
	};
	function Er(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (Jt == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (Jt > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && Jt > 0 && (n.min = $t(n.min, t[0]), n.max = $t(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, Ae = !0, Sr();
		}
	}
	r.setScale = Er;
	let Dr, Or, kr, Ar, jr, Pr, Fr, Ir, Lr, Rr, Y, X, zr = !1, Br = F.drag, Vr = Br.x, Z = Br.y;
	L && (F.x && (Dr = Ut(at, m)), F.y && (Or = Ut(ot, m)), D.ori == 0 ? (kr = Dr, Ar = Or) : (kr = Or, Ar = Dr), Y = F.left, X = F.top);
	let Q = r.select = sr({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Zr = Q.show ? Ut(it, Q.over ? m : p) : null;
	function ti(e, t) {
		if (Q.show) {
			for (let t in e) Q[t] = e[t], t in Zi && U(Zr, t, e[t]);
			t !== !1 && fa("setSelect");
		}
	}
	r.setSelect = ti;
	function ni(e) {
		if (v[e].show) I && Vt(oe[e], rt);
		else if (I && Bt(oe[e], rt), L) {
			let t = Ke ? qe[0] : qe[e];
			t != null && Gt(t, -10, -10, B, V);
		}
	}
	function ii(e, t, n) {
		Er(e, {
			min: t,
			max: n
		});
	}
	function ai(e, t, n, a) {
		t.focus != null && hi(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, ni(r), i == 2 ? (ii(n.facets[0].scale, null, null), ii(n.facets[1].scale, null, null)) : ii(n.scale, null, null), Sr());
		}), n !== !1 && fa("setSeries", e, t), a && ga("setSeries", r, e, t);
	}
	r.setSeries = ai;
	function oi(e, t) {
		sr(x[e], t);
	}
	function si(e, t) {
		e.fill = q(e.fill || null), e.dir = G(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function ci(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = si, r.setBand = oi, r.delBand = ci;
	function li(e, t) {
		v[e].alpha = t, L && qe[e] != null && (qe[e].style.opacity = t), I && oe[e] && (oe[e].style.opacity = t);
	}
	let ui, di, pi, mi = { focus: !0 };
	function hi(e) {
		if (e != pi) {
			let t = e == null, n = We.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && li(a, i ? 1 : We.alpha);
				}
			}), pi = e, n && Sr();
		}
	}
	I && Ge && ge(Dt, z, (e) => {
		F._lock || (He(e), pi != null && ai(null, mi, !0, $.setSeries));
	});
	function gi(e, t, n) {
		let r = b[t];
		n && (e = e / H - (r.ori == 1 ? xe : be));
		let i = B;
		r.ori == 1 && (i = V, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? En(10, c) : l == 4 ? An(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function _i(e, n) {
		return $t(gi(e, S, n), t[0], W, Xt);
	}
	r.valToIdx = (e) => $t(e, t[0]), r.posToIdx = _i, r.posToVal = gi, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? Oe : B, n ? Ee : 0) : o(e, b[t], n ? ke : V, n ? De : 0), r.setCursor = (e, t, n) => {
		Y = e.left, X = e.top, Ri(null, t, n);
	};
	function vi(e, t) {
		U(Zr, yt, Q.left = e), U(Zr, ht, Q.width = t);
	}
	function yi(e, t) {
		U(Zr, _t, Q.top = e), U(Zr, gt, Q.height = t);
	}
	let Oi = D.ori == 0 ? vi : yi, ki = D.ori == 1 ? vi : yi;
	function Ai() {
		if (I && P.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && le) continue;
			let t = P.values[e], n = 0;
			for (let r in t) se[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function ji(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			re[t] = e;
		}) : er(e.idx) || re.fill(e.idx), P.idx = re[0]), I && P.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !le) && Mi(e, re[e]);
			Ai();
		}
		Fe = !1, t !== !1 && fa("setLegend");
	}
	r.setLegend = ji;
	function Mi(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? tn : t[e], o;
		le ? o = i.values(r, e, n) ?? ue : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? ue : { _: o }), P.values[e] = o;
	}
	function Ri(e, n, a) {
		Lr = Y, Rr = X, [Y, X] = F.move(r, Y, X), F.left = Y, F.top = X, L && (kr && Gt(kr, Sn(Y), 0, B, V), Ar && Gt(Ar, 0, Sn(X), B, V));
		let o, s = W > Xt;
		ui = K, di = null;
		let c = D.ori == 0 ? B : V, l = D.ori == 1 ? B : V;
		if (Y < 0 || Jt == 0 || s) {
			o = F.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = qe[e];
				t != null && Gt(t, -10, -10, B, V);
			}
			Ge && ai(null, mi, !0, e == null && $.setSeries), P.live && (re.fill(o), Fe = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? Y : X, n = gi(e, S), o = F.idx = $t(n, t[0], W, Xt), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = re[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = F.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (Fe = Fe || S != y || x != _, re[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (Ge && S != null) {
						let t = D.ori == 1 ? Y : X, n = bn(We.dist(r, e, x, _, t));
						if (n < ui) {
							let r = We.bias;
							if (r != 0) {
								let i = gi(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (ui = n, di = e);
							} else ui = n, di = e;
						}
					}
					if (Fe || Ke) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = Ue.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = Ue.size(r, e);
						if (v = Ue.fill(r, e), g = Ue.stroke(r, e), Ke) e == di && ui <= We.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = qe[e];
							t != null && (Je[e] = c, xt[e] = l, Yt(t, a, o, y), qt(t, v, g), Gt(t, Cn(c), Cn(l), B, V));
						}
					}
				}
			}
			if (Ke) {
				let e = We.prox;
				if (Fe || (pi == null ? ui <= e : ui > e || di != pi)) {
					let e = qe[0];
					e != null && (Je[0] = s, xt[0] = u, Yt(e, d, f, p), qt(e, m, h), Gt(e, Cn(s), Cn(u), B, V));
				}
			}
		}
		if (Q.show && zr) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (Vr = s._x, Z = s._y, Vr || Z) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && Vr ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), Oi(wn(v, y), bn(y - v))) : Oi(0, c), S && Z ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), ki(wn(v, y), bn(y - v))) : ki(0, l);
				} else $i();
			} else {
				let e = bn(Lr - jr), t = bn(Rr - Pr);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				Vr = Br.x && e >= Br.dist, Z = Br.y && t >= Br.dist;
				let n = Br.uni;
				n == null ? Br.x && Br.y && (Vr || Z) && (Vr = Z = !0) : Vr && Z && (Vr = e >= n, Z = t >= n, !Vr && !Z && (t > e ? Z = !0 : Vr = !0));
				let r, i;
				Vr && (D.ori == 0 ? (r = Fr, i = Y) : (r = Ir, i = X), Oi(wn(r, i), bn(i - r)), Z || ki(0, l)), Z && (D.ori == 1 ? (r = Fr, i = Y) : (r = Ir, i = X), ki(wn(r, i), bn(i - r)), Vr || Oi(0, c)), !Vr && !Z && (Oi(0, 0), ki(0, 0));
			}
		}
		if (Br._x = Vr, Br._y = Z, e == null) {
			if (a) {
				if (ma != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : gi(D.ori == 0 ? Y : X, e), $.values[1] = t == null ? null : gi(D.ori == 1 ? Y : X, t);
				}
				ga(Ct, r, Y, X, B, V, o);
			}
			if (Ge) {
				let e = a && $.setSeries, t = We.prox;
				pi == null ? ui <= t && ai(di, mi, !0, e) : ui > t ? ai(null, mi, !0, e) : di != pi && ai(di, mi, !0, e);
			}
		}
		Fe && (P.idx = o, ji()), n !== !1 && fa("setCursor");
	}
	let zi = null;
	Object.defineProperty(r, "rect", { get() {
		return zi ?? Bi(!1), zi;
	} });
	function Bi(e = !1) {
		e ? zi = null : (zi = m.getBoundingClientRect(), fa("syncRect", zi));
	}
	function Ki(e, t, n, r, i, a, o) {
		F._lock || zr && e != null && e.movementX == 0 && e.movementY == 0 || (Xi(e, t, n, r, i, a, o, !1, e != null), e == null ? Ri(t, !0, !1) : Ri(null, !0, !0));
	}
	function Xi(e, t, n, i, a, o, c, l, u) {
		if (zi ?? Bi(!1), He(e), e != null) n = e.clientX - zi.left, i = e.clientY - zi.top;
		else {
			if (n < 0 || i < 0) {
				Y = -10, X = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? B : V, _ = D.ori == 1 ? B : V, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == Ct) && ((n <= 1 || n >= B - 1) && (n = Un(n, B)), (i <= 1 || i >= V - 1) && (i = Un(i, V))), l ? (jr = n, Pr = i, [Fr, Ir] = F.move(r, n, i)) : (Y = n, X = i);
	}
	let Zi = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function $i() {
		ti(Zi, !1);
	}
	let ea, ta, na, ia;
	function aa(e, t, n, i, a, o, s) {
		zr = !0, Vr = Z = Br._x = Br._y = !1, Xi(e, t, n, i, a, o, s, !0, !1), e != null && (ge(Tt, Ft, oa, !1), ga(wt, r, Fr, Ir, B, V, null));
		let { left: c, top: l, width: u, height: d } = Q;
		ea = c, ta = l, na = u, ia = d;
	}
	function oa(e, t, n, i, a, o, s) {
		zr = Br._x = Br._y = !1, Xi(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Q, f = u > 0 || d > 0, p = ea != c || ta != l || na != u || ia != d;
		if (f && p && ti(Q), Br.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), Vr && ii(S, gi(e, S), gi(e + t, S)), Z) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != K && ii(e, gi(n + r, e), gi(n, e));
			}
			$i();
		} else F.lock && (F._lock = !F._lock, Ri(t, !0, e != null));
		e != null && (_e(Tt, Ft), ga(Tt, r, Y, X, B, V, null));
	}
	function sa(e, t, n, r, i, a, o) {
		if (F._lock) return;
		He(e);
		let s = zr;
		if (zr) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = Vr, r = Z) : (n = Z, r = Vr), n && r && (e = Y <= 10 || Y >= B - 10, t = X <= 10 || X >= V - 10), n && e && (Y = Y < Fr ? 0 : B), r && t && (X = X < Ir ? 0 : V), Ri(null, !0, !0), zr = !1;
		}
		Y = -10, X = -10, re.fill(null), Ri(null, !0, !0), s && (zr = s);
	}
	function ca(e, t, n, i, a, o, s) {
		F._lock || (He(e), an(), $i(), e != null && ga(Ot, r, Y, X, B, V, null));
	}
	function la() {
		y.forEach(Va), Ie(r.width, r.height, !0);
	}
	Zt(Mt, It, la);
	let ua = {};
	ua.mousedown = aa, ua.mousemove = Ki, ua.mouseup = oa, ua.dblclick = ca, ua.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && ai(n, i, !0, !1);
	}, L && (ge(wt, m, aa), ge(Ct, m, Ki), ge(Et, m, (e) => {
		He(e), Bi(!1);
	}), ge(Dt, m, sa), ge(Ot, m, ca), Ta.add(r), r.syncRect = Bi);
	let da = r.hooks = e.hooks || {};
	function fa(e, t, n) {
		yr ? br.push([
			e,
			t,
			n
		]) : e in da && da[e].forEach((e) => {
			e.call(null, r, t, n);
		});
	}
	(e.plugins || []).forEach((e) => {
		for (let t in e.hooks) da[t] = (da[t] || []).concat(e.hooks[t]);
	});
	let pa = (e, t, n) => n, $ = sr({
		key: null,
		setSeries: !1,
		filters: {
			pub: zn,
			sub: zn
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Bn,
			Bn,
			pa
		],
		values: [null, null]
	}, F.sync);
	$.match.length == 2 && $.match.push(pa), F.sync = $;
	let ma = $.key, ha = qi(ma);
	function ga(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ha.pub(e, t, n, r, i, a, o);
	}
	ha.sub(r);
	function _a(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && ua[e](null, t, n, r, i, a, o);
	}
	r.pub = _a;
	function va() {
		ha.unsub(r), Ta.delete(r), he.clear(), Qt(Mt, It, la), l.remove(), z?.remove(), fa("destroy");
	}
	r.destroy = va;
	function ya() {
		fa("init", e, t), rn(t || e.data, !1), A[S] ? Er(S, A[S]) : an(), Pe = Q.show && (Q.width > 0 || Q.height > 0), Ne = Fe = !0, Ie(e.width, e.height);
	}
	return v.forEach(At), y.forEach(Rt), n ? n instanceof HTMLElement ? (n.appendChild(l), ya()) : n(r, ya) : ya(), r;
}
Ha.assign = sr, Ha.fmtNum = _n, Ha.rangeNum = pn, Ha.rangeLog = sn, Ha.rangeAsinh = cn, Ha.orient = Xi, Ha.pxRatio = H, Ha.join = fr, Ha.fmtDate = Tr, Ha.tzDate = Dr, Ha.sync = qi;
{
	Ha.addGap = ta, Ha.clipGaps = ea;
	let e = Ha.paths = { points: ma };
	e.linear = va, e.stepped = ya, e.bars = xa, e.spline = Ca;
}
// src/theme.ts
function Ua(e) {
	return getComputedStyle(document.documentElement).getPropertyValue(e).trim();
}
var Wa = 8;
function Ga(e) {
	return Ua(`--run-${e % Wa}`);
}
// src/views/charts.ts
var Ka = class {
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
			let i = e("div", "chart-title");
			i.textContent = n.tag, t.append(i);
			let a = n.runs.map((e) => e.run);
			a.length > 1 && a.join("\n") !== r.join("\n") && t.append(this.legend(a)), this.root.append(t);
			let o = new Ha(this.options(t, n), this.data(n), t);
			o.over.addEventListener("click", () => {
				let e = o.cursor.left;
				e !== void 0 && e >= 0 && this.controller.selectNearest(o.posToVal(e, "x"));
			}), this.charts.push({
				plot: o,
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
			let t = e.map((e) => h(e[2]));
			return [
				e.map((e) => e[0]),
				t,
				le(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Ha.join(t);
	}
	legend(t) {
		let n = e("div", "run-legend");
		for (let [r, i] of t.entries()) {
			let t = e("span"), a = e("span", "swatch");
			a.style.background = Ga(r), t.append(a, i), n.append(t);
		}
		return n;
	}
	options(e, t) {
		let n = Ua("--chart-grid"), r = {
			stroke: Ua("--chart-axis"),
			grid: { stroke: n },
			ticks: { stroke: n }
		}, i = t.runs.flatMap(({ run: e }, t) => {
			let n = Ga(t);
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
		t.save(), t.fillStyle = Ua("--chart-mark");
		let o = 4 * devicePixelRatio, s = ue(this.tracedSteps, (t) => e.valToPos(t, "x", !0) - n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = Ua("--chart-cursor"), t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
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
function qa(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var Ja = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function Ya(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
function Xa(e) {
	return e.replace(Ja, Ya);
}
function Za(e) {
	return e === "" ? "∅" : Xa(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/model/colors.ts
var Qa = [
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
], $a = [
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
function eo(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var to = [
	160,
	160,
	160
];
function no(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function ro(e, t) {
	let n = no(e, t);
	return Number.isNaN(n) ? to : eo(e.kind === "sequential" ? Qa : $a, n);
}
function io(e, t) {
	let n = no(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function ao(e) {
	let t = [`${e}.missing { background: ${so(to)}; color: #000; }`];
	for (let [n, r] of [["sequential", Qa], ["diverging", $a]]) for (let i = 0; i < 64; i++) {
		let a = eo(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${so(a)}; color: ${oo(a)}; }`);
	}
	return t.join("\n");
}
function oo(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function so(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function co(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? Qa : $a).map((e) => so(e)).join(", ")})`;
}
// src/views/tokens.ts
var lo = 24.7, uo = 7.9, fo = class {
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
		this.trace = t, this.values = n, this.scale = r, this.outlined = i, this.element = e("div", "path"), this.starts = ne(t.tokenText, t.spans.map((e) => e.start)), this.spans = Array(t.tokenIds.length), this.observer = new IntersectionObserver((e) => {
			for (let t of e) t.isIntersecting && this.fill(Number(t.target.dataset.block));
		}, {
			root: this.element,
			rootMargin: "600px 0px"
		});
		for (let n = 0; n < this.starts.length; n++) {
			let r = v(t, this.starts[n]), i = r !== null && r.kind !== "policy", a = i ? this.splicedBlock(r, this.starts[n] === r.start) : e("div", "tok-block");
			a.dataset.block = String(n);
			let o = n + 1 < this.starts.length ? this.starts[n + 1] : t.tokenIds.length;
			r?.kind === "policy" && this.starts[n] === r.start && (a.dataset.turn = String(r.turn), a.append(e("span", "turn-label", `turn ${r.turn}`)));
			let s = 0;
			for (let e = this.starts[n]; e < o; e++) s += t.tokenText[e].length + 1;
			i || (a.style.minHeight = `${Math.ceil(s * uo / 900) * lo}px`), this.blocks.push(a), this.filled.push(!1), this.element.append(a), this.observer.observe(a);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(re(this.starts, e)), this.spans[e];
	}
	reveal(e) {
		let t = this.span(e).closest("details");
		t && !t.open && (t.open = !0);
	}
	splicedBlock(t, n) {
		let r = e("details", "tok-block spliced");
		r.dataset.kind = t.kind, r.dataset.turn = String(t.turn), t.tool_calls.some((e) => e.status !== "ok") && r.classList.add("failed");
		let i = e("summary", "spliced-summary", n ? y(t) : "(continued)");
		return i.title = `${t.end - t.start} tokens spliced in by the agent loop (response_mask 0): click to show them`, r.append(i), r;
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
			t.className = r && i ? `tok ${io(i, r[a])}` : "tok", t.textContent = Za(n.tokenText[a]), t.dataset.i = String(a), this.outlined?.(a) && t.classList.add("outlined"), n.responseMask && !n.responseMask[a] ? (t.classList.add("masked"), t.title = "not generated by the policy (response_mask 0)") : s && s[a] > .5 && (t.classList.add("rejected"), t.title = "rejected by verl's rollout correction: left out of training"), this.spans[a] = t, c.append(t);
		}
		a.append(c), a.style.minHeight = "", this.observer.unobserve(a);
	}
}, po = class {
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
			n.textContent = Xa(t.responseText), l.append(n);
		} else {
			let e = new fo(t, i, a, c);
			e.element.classList.add("compact"), this.strips.push(e), l.append(e.element);
		}
		this.root.append(l);
	}
}, mo = class {
	controller;
	rows;
	summary;
	picker;
	constructor(t, n, r) {
		this.controller = r, this.picker = e("select", "compare-picker"), this.picker.setAttribute("aria-label", "compare this prompt with run"), this.picker.hidden = !0, this.picker.addEventListener("change", () => void r.comparePrompt(this.picker.value || null)), this.summary = e("div", "compare-summary");
		let i = e("div", "compare-rows");
		t.append(this.summary, i), this.rows = new po(i), n.watch([
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
		let a = t.trace, o = V(n.tokenIds, a.tokenIds);
		this.summary.append(this.describe(n, a, o, i, t.run));
		let s = o < 0 ? null : (e) => e === o;
		for (let [e, o] of [[i, n], [t.run, a]]) {
			let { values: t, scale: n } = ee(o, r), a = e === i ? () => void this.controller.selectStep(o.step, o.sampleIndex) : () => void this.controller.selectRun(e, {
				step: o.step,
				sample: o.sampleIndex
			});
			this.rows.add(o, `${e} · step ${o.step} · #${o.sampleIndex} · score ${qa(o.score)}`, a, t, n, "compare-row", {
				run: e,
				step: String(o.step)
			}, s);
		}
	}
	describe(t, n, r, i, a) {
		let o = e("div", "compare-line");
		if (o.dataset.divergence = String(r), r < 0) return o.textContent = `Both runs chose the same ${t.tokenIds.length} tokens.`, o;
		let { ours: s, theirs: c } = be(t, n, r);
		return o.append(`The responses agree on ${r} token${r === 1 ? "" : "s"}; at token ${r} `, ...this.choice(i, s, c.text), "; ", ...this.choice(a, c, s.text), "."), o;
	}
	choice(t, n, r) {
		if (n.text === null) return [`${t}'s response has ended`];
		let i = [`${t} chose `, e("span", "compare-token", Za(n.text))];
		return n.prob !== null && i.push(` (p ${qa(n.prob, 3)})`), r !== null && i.push(" and gave ", e("span", "compare-token", Za(r)), n.probOfOther === null ? " a probability below its top-k" : ` p ${qa(n.probOfOther, 3)}`), i;
	}
}, ho = 5, go = class {
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
		let n = (e) => {
			let n = w(t, e);
			return n && _(t, n);
		}, r = n("advantage");
		if (r) {
			let { top: e, bottom: t } = I(r, ho, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", t);
		}
		let i = n("token_reward");
		i && this.addList("reward", "reward landed on", L(i, ho));
		let a = n("kl");
		a && this.addList("kl", "furthest from the reference (KL)", I(a, ho, !0).top);
		let o = n("mismatch");
		if (o) {
			this.addList("mismatch", "trainer vs rollout (mismatch)", L(o, ho));
			let t = se(o), n = t && ce(t.mean, t.spread);
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
		r.append("Token ", e("span", "source-token", Za(n.tokenText[t] ?? "")), ` (position ${t}) drew on (${n.attribution.method}):`);
		let i = e("ol", "source-list");
		for (let r of m(n, t)) {
			let t = e("li", "source");
			t.dataset.part = r.part, t.dataset.index = String(r.index);
			let n = e("span", r.weight >= 0 ? "source-bar positive" : "source-bar negative");
			n.style.width = `${Math.max(2, Math.abs(r.weight) * 100)}%`;
			let a = e("span", "source-track");
			a.append(n), t.append(e("span", "source-where", `${r.part} ${r.index}`), e("span", "source-text", Za(r.text)), a, e("span", "source-weight", qa(r.weight, 3))), r.part === "response" && (t.classList.add("clickable"), t.addEventListener("click", () => this.store.set({ token: r.index }))), i.append(t);
		}
		this.sources.append(r, i);
	}
	addList(t, n, r) {
		if (!this.trace || r.length === 0) return;
		let i = e("div", "credit-list");
		i.dataset.kind = t, i.append(e("span", "credit-title", n));
		for (let t of r) {
			let n = e("button", "credit-chip");
			n.dataset.i = String(t.position), n.append(e("span", "chip-text", Za(this.trace.tokenText[t.position] ?? "")), e("span", "chip-value", qa(t.value, 3))), n.title = `position ${t.position}`, n.addEventListener("click", () => this.store.set({ token: t.position })), i.append(n);
		}
		this.lists.append(i);
	}
}, _o = [
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
], vo = class {
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
		let n = ie(t);
		if (n.length === 0) return;
		let r = e("div", "chart-title");
		r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(t.tokenIds, (e, t) => t), a = z(t), o = Ua("--turn-boundary"), s = Ua("--chart-axis"), c = { stroke: Ua("--chart-grid") };
		this.plot = new Ha({
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
				stroke: s,
				grid: c,
				incrs: _o
			}, {
				stroke: s,
				grid: c,
				size: 48
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: Ua(`--curve-${e.field}`),
				width: 1
			}))],
			hooks: {
				draw: [(e) => {
					let t = e.ctx;
					t.save(), t.strokeStyle = t.fillStyle = o, t.setLineDash([4, 3]), t.font = `${10 * devicePixelRatio}px system-ui, sans-serif`;
					for (let { position: n, turn: r } of a) {
						let i = e.valToPos(n, "x", !0);
						t.beginPath(), t.moveTo(i, e.bbox.top), t.lineTo(i, e.bbox.top + e.bbox.height), t.stroke(), t.fillText(`turn ${r}`, i + 3 * devicePixelRatio, e.bbox.top + 10 * devicePixelRatio);
					}
					t.restore();
				}],
				setCursor: [(e) => {
					this.syncing || e.cursor.idx === null || e.cursor.idx === void 0 || this.store.set({ token: e.cursor.idx });
				}]
			}
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
}, yo = 160, bo = class {
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
		t.append(this.heatmap, this.shiftNote, i), t.hidden = !0, new Ka(i, n, r, "explorationSeries", !1), this.title = e("div", "chart-title"), this.canvas = e("canvas", "entropy-heatmap"), this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = _e(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
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
		let t = (t) => e.find((e) => e.tag === t)?.runs[0]?.points ?? [], n = ve(t("mismatch/log_ratio/mean"), t("mismatch/log_ratio/std"));
		this.shiftNote.hidden = n === null, this.shiftNote.textContent = n ? `Training–inference mismatch, ${n.count} of ${n.of} steps (latest: step ${n.step}). ${n.note}` : "";
	}
	draw() {
		let e = this.data;
		if (!e || e.steps.length === 0) return;
		let t = Math.max(200, this.root.clientWidth - 8), n = window.devicePixelRatio || 1;
		this.canvas.width = t * n, this.canvas.height = yo * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${yo}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = yo / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = so(ro(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, yo - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = u(i, (t) => e.steps[t], this.selected);
			r.strokeStyle = Ua("--heatmap-cursor"), r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
}, xo = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new po(t), this.button = e("button", "view-button group-button"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showGroup()), n.watch(["trace", "stepDetail"], ({ trace: e, stepDetail: t }) => {
			let n = e && t && e.groupId ? je(t.samples, e.groupId) : [];
			this.button.hidden = n.length < 2, this.button.textContent = `Compare the ${n.length} responses of this group`;
		}), n.watch(["group", "metric"], ({ group: e, metric: t }) => this.show(e, t));
	}
	show(t, n) {
		if (this.rows.clear(), !t) return;
		let { groupId: r, traces: i } = t, a = e("div", "chart-title");
		a.textContent = `group ${r}: ${i.length} recorded responses to the same prompt`, this.rows.root.append(a);
		for (let e of i) {
			let { values: t, scale: r } = ee(e, n);
			this.rows.add(e, `#${e.sampleIndex} · score ${qa(e.score)} · mean advantage ${qa(oe(e.fields.get("advantage")))}`, () => void this.controller.selectSample(e.sampleIndex), t, r, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, So = 14, Co = {
	kind: "sequential",
	min: 0,
	max: 1
}, wo = class {
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
			let t = this.start + Math.floor(e.offsetX / So);
			this.trace && t < this.trace.tokenIds.length && this.store.set({ token: t });
		}), this.root.append(n, r), this.canvas = r, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / So)), o = t.tokenIds.length;
		this.start = P(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * So * c, e.height = n * So * c, e.style.width = `${s * So}px`, e.style.height = `${n * So}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = so(ro(Co, Math.exp(i[a * n + o]))), l.fillRect(e * So, o * So, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * So + 1, o * So + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * So + .5, .5, 13, n * So - 1));
		}
	}
}, To = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new po(t), this.button = e("button", "view-button history-button", "Follow this prompt across training"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showHistory()), n.watch(["trace"], ({ trace: e }) => {
			this.button.hidden = e === null;
		}), n.watch(["history"], ({ history: e }) => this.show(e));
	}
	show(t) {
		if (this.rows.clear(), !t) return;
		let { promptText: n, traces: r, occurrences: i } = t, a = e("div", "chart-title"), o = new Set(r.map((e) => e.step)).size;
		a.textContent = `${i} recorded response${i === 1 ? "" : "s"} to this prompt` + (r.length < i ? ` (${r.length} shown, evenly spread over ${o} steps)` : ` over ${o} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let s = e("div", "prompt");
		s.textContent = Xa(n), this.rows.root.append(a, s);
		let c = null;
		for (let e of r) {
			let t = ae(e, c);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${qa(e.score)}`, () => void this.controller.selectStep(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), c = e;
		}
	}
};
function Eo(e, t, n) {
	return Math.max(t, Math.min(n, e));
}
function Do(e, t, n, r) {
	let i = Eo(e.top, 8, Math.max(8, r.height - n.height - 8)), a = t.left - 8 - n.width;
	if (a >= 8) return {
		left: a,
		top: i
	};
	let o = t.left + t.width + 8;
	if (o + n.width + 8 <= r.width) return {
		left: o,
		top: i
	};
	let s = Eo(e.left, 8, Math.max(8, r.width - n.width - 8)), c = e.top + e.height + 8, l = e.top - 8 - n.height;
	return c + n.height + 8 <= r.height ? {
		left: s,
		top: c
	} : l >= 8 ? {
		left: s,
		top: l
	} : {
		left: s,
		top: Eo(c, 8, Math.max(8, r.height - n.height - 8))
	};
}
// src/views/path.ts
var Oo = !1;
function ko() {
	if (Oo) return;
	Oo = !0;
	let t = e("style");
	t.textContent = ao(".tok"), document.head.append(t);
}
var Ao = class {
	root;
	store;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(t, r) {
		this.root = t, this.store = r, this.card = e("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), ko(), r.watch([
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
		let r = O(t);
		this.metric = r.find((e) => e.key === n) ?? r[0];
		let i = e("div", "path-header"), a = e("select", "metric-picker");
		a.setAttribute("aria-label", "colour tokens by");
		for (let n of r) {
			let r = e("option", void 0, n.label);
			r.value = n.key, r.disabled = n.values(t) === null, r.selected = n.key === this.metric.key, a.append(r);
		}
		a.addEventListener("change", () => this.store.set({ metric: a.value })), i.append(e("span", "label", "colour by"), a);
		let { values: o, scale: s } = ee(t, this.metric.key);
		i.append(this.legend(o));
		let c = [`step ${t.step}`, `sample ${t.sampleIndex}`];
		t.groupId && c.push(`group ${Ae(t.groupId)}`), t.score !== null && c.push(`score ${qa(t.score)}`);
		let l = t.spans.filter((e) => e.kind === "policy").length;
		if (l && c.push(`${l} turns`), i.append(e("span", "meta", c.join(" · "))), this.root.append(i), t.promptText) {
			let n = e("div", "prompt");
			n.append(e("span", "label", "prompt "), e("span", "prompt-text", Xa(t.promptText))), this.root.append(n);
		}
		let u = t.fields.get("entropy"), d = u && _(t, u), f = this.store.state.exploration?.forking_threshold ?? null, p = this.metric.key === "entropy" && d && f !== null ? (e) => d[e] > f : null;
		p && i.append(e("span", "forking-note", `outlined: forking tokens (entropy > ${qa(f, 3)})`));
		let m = new fo(t, o, s, p);
		this.strip = m;
		let h = m.element;
		h.tabIndex = 0, h.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), t.tokenIds.length === 0 && (t.responseText ? (h.append(e("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), h.append(e("div", "text-only", Xa(t.responseText)))) : h.append(e("span", "empty", "(empty response)"))), h.addEventListener("mouseover", (e) => {
			let t = m.indexOf(e.target);
			t >= 0 && this.activate(t);
		}), h.addEventListener("mouseleave", () => {
			document.activeElement !== h && this.activate(-1);
		}), h.addEventListener("focus", () => this.activate(Math.max(0, this.active))), h.addEventListener("blur", () => this.activate(-1)), h.addEventListener("keydown", (e) => {
			let t = {
				ArrowRight: 1,
				ArrowLeft: -1,
				Home: -Infinity,
				End: Infinity
			};
			if (!(e.key in t) || m.length === 0) return;
			e.preventDefault();
			let n = Math.min(m.length - 1, Math.max(0, this.active + t[e.key]));
			this.activate(Number.isFinite(n) ? n : 0);
		}), this.root.append(h);
	}
	legend(t) {
		let n = e("span", "legend");
		if (!t || !this.metric) return n.textContent = "not logged for this sample", n;
		let r = k(this.metric, t), i = e("span", "legend-bar");
		i.style.background = co(r.kind);
		let a = Math.max(Math.abs(r.min), Math.abs(r.max)), [o, s] = r.kind === "diverging" ? [-a, a] : [r.min, r.max], c = s - o, l = c > 0 ? Math.min(4, Math.max(2, Math.ceil(-Math.log10(c)) + 1)) : 2;
		return n.append(e("span", "legend-min", qa(o, l)), i, e("span", "legend-max", qa(s, l))), n;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.trace || !this.strip || e.length === 0) return !1;
		let t = _(this.trace, e), n = F(t);
		for (let e = 1; e <= t.length; e++) {
			let r = (Math.max(this.active, -1) + e) % t.length;
			if (t[r] >= n) return this.activate(r), !0;
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
		this.strip.reveal(e), t.classList.add("active"), this.store.set({ token: e }), t.scrollIntoView({ block: "nearest" }), this.fillCard(this.trace, e), this.card.hidden = !1;
		let n = Do(t.getBoundingClientRect(), this.strip.element.getBoundingClientRect(), this.card.getBoundingClientRect(), {
			width: window.innerWidth,
			height: window.innerHeight
		});
		this.card.style.left = `${n.left}px`, this.card.style.top = `${n.top}px`;
	}
	fillCard(t, n) {
		this.card.replaceChildren();
		let r = e("div", "card-title");
		r.append(e("span", "card-token", Za(t.tokenText[n])), e("span", "card-id", `id ${t.tokenIds[n]} · position ${n}`)), this.card.append(r);
		let { alternatives: i, rank: a } = A(t, n), o = e("table", "card-numbers"), s = (e, t) => {
			let n = o.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		}, c = v(t, n);
		c && s("turn", y(c)), t.responseMask && !t.responseMask[n] && s("response_mask", "0: not a policy token");
		let l = t.fields.get("log_prob");
		l && s("probability", qa(Math.exp(l[n]), 4));
		let u = t.fields.get("rollout_log_prob");
		u && s("rollout probability", qa(Math.exp(u[n]), 4)), t.topK && s("rank", a === null ? `> ${t.topK.k}` : String(a));
		for (let [e, r] of [...t.fields, ...T(t)]) s(C(e), qa(r[n], 4));
		if (i.length) {
			let r = e("div", "topk");
			r.append(e("div", "topk-title", `top-${i.length} alternatives`));
			for (let a of i) {
				let i = e("div", "topk-row");
				a.id === t.tokenIds[n] && i.classList.add("chosen");
				let o = e("span", "topk-bar");
				o.style.width = `${Math.max(1, a.prob * 100)}%`, i.append(e("span", "topk-text", Za(a.text)), e("span", "topk-track", void 0), e("span", "topk-prob", qa(a.prob, 3))), i.children[1].append(o), r.append(i);
			}
			this.card.append(r);
		}
		this.card.append(o);
	}
}, jo = class {
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
function Mo(t) {
	let n = e("span", "status");
	return n.setAttribute("role", "status"), t.watch(["message"], ({ message: e }) => {
		n.textContent = e?.text ?? "", n.dataset.kind = e?.kind ?? "";
	}), n;
}
// src/views/search.ts
var No = class {
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
			s.addEventListener("click", () => void this.controller.selectStep(n, r)), t.append(s, e("span", "search-snippet", Xa(o))), a.append(t);
		}
		this.root.append(r, n ? a : e("div", "note", "No recorded prompt or response contains it."));
	}
}, Po = class {
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
			let [e] = De(this.filter);
			e && i.searchAll(e);
		}), this.body = e("div");
		let a = e("div", "search-results");
		t.append(this.filterInput, this.searchAll, this.body, a), new No(a, r, i), r.watch(["stepDetail", "sample"], ({ stepDetail: e, sample: t }, n) => {
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
		return this.detail ? Ce(this.detail.samples.filter((e) => ke(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return Oe(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let [t] = De(this.filter);
		this.searchAll.hidden = !t, this.searchAll.textContent = t ? `Search every step for "${t}"` : "";
		let n = this.detail;
		if (this.filterInput.hidden = !n, !n) return;
		let r = e("div", "samples-caption"), i = this.visibleSamples();
		r.textContent = `Step ${n.step}: ${n.samples.length} recorded of ${n.batch_size} responses` + (i.length < n.samples.length ? ` (${i.length} match the filter)` : ""), this.body.append(r);
		let a = e("table", "samples"), o = a.createTHead().insertRow(), s = Se(n.samples);
		for (let t of s) {
			let n = e("th");
			n.textContent = t.label + (this.sortKey === t.key ? this.descending ? " ▼" : " ▲" : ""), n.title = `${t.title} (click to sort)`, n.tabIndex = 0, n.dataset.key = t.key;
			let r = () => {
				this.descending = this.sortKey === t.key ? !this.descending : t.key !== "sample", this.sortKey = t.key, this.render();
			};
			n.addEventListener("click", r), n.addEventListener("keydown", (e) => e.key === "Enter" && r()), o.append(n);
		}
		let c = a.createTBody();
		for (let e of i) {
			let t = c.insertRow();
			t.tabIndex = 0, t.dataset.sample = String(e.sample_index), e.sample_index === this.selectedSample && t.classList.add("selected");
			for (let n of s) {
				let r = n.value(e), i = t.insertCell();
				i.dataset.key = n.key, n.text ? i.textContent = n.text(e) : n.key === "group" ? (i.textContent = Ae(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? qa(r) : String(r ?? "–");
			}
			let n = () => void this.controller.selectSample(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(a);
	}
}, Fo = class {
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
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : d(this.steps, e);
			t !== null && a(t);
		}), this.count = e("span", "step-count");
		let o = t("◀", "previous logged step", () => i.moveStep(-1)), s = t("▶", "next logged step", () => i.moveStep(1));
		this.element.append(o, this.slider, "step ", this.box, this.count, s), document.addEventListener("keydown", (e) => {
			n(e) || (e.key === "[" && i.moveStep(-1), e.key === "]" && i.moveStep(1));
		}), r.watch(["steps", "step"], (e, t) => this.show(e.steps, e.step, t.has("step")));
	}
	show(e, t, n) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let r = t === null ? -1 : f(e, t);
		this.slider.value = String(Math.max(0, r)), (n || document.activeElement !== this.box) && (this.box.value = t === null ? "" : String(t)), this.count.textContent = e.length ? ` (${r + 1} of ${e.length} traced)` : " (none traced)";
	}
}, Io = class {
	store = new Ge(Ke());
	controller = new Fe(this.store);
	constructor(t) {
		let { store: n, controller: r } = this;
		t.replaceChildren(), t.classList.add("tbv-app"), n.watch(["dark"], ({ dark: e }) => document.documentElement.classList.toggle("dark", e));
		let i = e("header", "toolbar");
		i.append(new jo(n, r).element, new Fo(n, r).element, new qe(n, r).element, Mo(n));
		let a = e("section", "charts");
		new Ka(a, n, r, "chartSeries", !0);
		let o = e("section", "exploration");
		new bo(o, n, r);
		let s = e("section", "samples-pane");
		new Po(s, n, r);
		let [c, l, u, d, f, p, m] = [
			e("div"),
			e("div", "credit"),
			e("div", "curves"),
			e("div", "heatmap-pane"),
			e("div", "group-view"),
			e("div", "history-view"),
			e("div", "compare-view")
		];
		new Ao(c, n), new go(l, n), new vo(u, n), new wo(d, n);
		let h = new xo(f, n, r), g = new To(p, n, r), _ = new mo(m, n, r), v = e("div", "view-buttons");
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
			We({
				run: t,
				split: n,
				step: r ?? void 0,
				sample: i ?? void 0,
				token: a ?? void 0,
				metric: o,
				vs: s ?? void 0
			});
		}), Be((e) => n.set({ dark: e }));
	}
	async start() {
		await this.controller.start(Ue()), Ve(() => void this.controller.refresh());
	}
}, Lo = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light;--chart-axis:#555;--chart-grid:#00000014;--chart-mark:#1976d2b3;--chart-cursor:#1565c0;--heatmap-cursor:#ff6f00;--run-0:#e65100;--run-1:#0072b2;--run-2:#009e73;--run-3:#cc79a7;--run-4:#56b4e9;--run-5:#d55e00;--run-6:#999;--run-7:#000;--curve-value:#1565c0;--curve-advantage:#e65100;--curve-entropy:#2e7d32;--curve-kl:#6a1b9a;--turn-boundary:#00000073}:root.dark{--chart-axis:#bbb;--chart-grid:#ffffff14;--chart-mark:#78b4ffb3;--chart-cursor:#90caf9;--heatmap-cursor:#ff6f00;--run-0:#ff9e40;--run-1:#56b4e9;--run-2:#33c7a0;--run-3:#e69ad0;--run-4:#9fd3f5;--run-5:#f0a35e;--run-6:#bbb;--run-7:#fff;--curve-value:#90caf9;--curve-advantage:#ffb74d;--curve-entropy:#a5d6a7;--curve-kl:#ce93d8;--turn-boundary:#ffffff80;--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.run-picker{align-items:center;gap:8px;display:inline-flex}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.tok.rejected{text-decoration:line-through;text-decoration-thickness:2px}.turn-label{color:var(--muted);border:1px solid var(--border);border-radius:8px;margin-right:6px;padding:0 6px;font:600 11px system-ui,sans-serif;display:inline-block}.tok-block[data-turn]:not(:first-child):not(.spliced){margin-top:4px}details.spliced{background:var(--panel);border-left:3px solid var(--border);border-radius:3px;margin:4px 0;padding:2px 8px}details.spliced[data-kind=tool]{border-left-color:var(--accent)}details.spliced.failed{border-left-color:var(--error)}.spliced-summary{cursor:pointer;color:var(--muted);white-space:pre-wrap;word-break:break-word;font:12px system-ui,sans-serif}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view,.compare-view{margin-top:10px}.compare-rows{grid-template-columns:1fr 1fr;gap:12px;display:grid}.compare-line{margin:6px 0}.compare-token{font-family:var(--mono,monospace);background:var(--panel);border:1px solid var(--border);unicode-bidi:isolate;border-radius:3px;padding:0 3px}.compare-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.outlined{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}";
// src/index.ts
function Ro() {
	let t = e("style");
	t.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + Lo, document.head.append(t), new Io(document.body).start();
}
export { Ro as render };
