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
function r(e, t) {
	let n = -1;
	new ResizeObserver((e) => {
		let r = Math.round(e[e.length - 1].contentRect.width);
		r !== 0 && r !== n && (n = r, t());
	}).observe(e);
}
// src/model/decode.ts
function i(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function a(e) {
	let t = e & 32768 ? -1 : 1, n = e >> 10 & 31, r = e & 1023;
	return n === 0 ? t * r * 2 ** -24 : n === 31 ? r ? NaN : t * Infinity : t * (1 + r / 1024) * 2 ** (n - 15);
}
var o = null;
function s() {
	if (!o) {
		o = /* @__PURE__ */ new Float32Array(65536);
		for (let e = 0; e < 65536; e++) o[e] = a(e);
	}
	return o;
}
function c(e) {
	let t = i(e);
	if (t.length % 2 != 0) throw Error(`fp16 array has an odd byte length ${t.length}`);
	let n = s(), r = new Float32Array(t.length / 2);
	for (let e = 0; e < r.length; e++) r[e] = n[t[2 * e] | t[2 * e + 1] << 8];
	return r;
}
function l(e) {
	let t = i(e);
	if (t.length % 4 != 0) throw Error(`int32 array has a byte length ${t.length} not divisible by 4`);
	let n = new DataView(t.buffer, t.byteOffset, t.byteLength), r = new Int32Array(t.length / 4);
	for (let e = 0; e < r.length; e++) r[e] = n.getInt32(4 * e, !0);
	return r;
}
// src/model/steps.ts
function u(e, t, n) {
	let r = 0, i = e;
	for (; r < i;) {
		let e = r + i >> 1;
		t(e) < n ? r = e + 1 : i = e;
	}
	return r;
}
function d(e, t, n) {
	if (e === 0) return -1;
	let r = Math.min(e - 1, u(e, t, n));
	return r > 0 && Math.abs(t(r - 1) - n) <= Math.abs(t(r) - n) ? r - 1 : r;
}
function f(e, t) {
	let n = d(e.length, (t) => e[t].step, t);
	return n < 0 ? null : e[n].step;
}
function p(e, t) {
	let n = u(e.length, (t) => e[t].step, t);
	return n < e.length && e[n].step === t ? n : -1;
}
function m(e, t) {
	return e.length === t.length && e.every((e, n) => {
		let r = t[n];
		return e.step === r.step && e.samples === r.samples && Object.is(e.meanScore, r.meanScore);
	});
}
// src/model/trace.ts
function h(e, t) {
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
function g(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function _(e) {
	let t = l(e.token_ids), n = /* @__PURE__ */ new Map(), r = (e, r) => {
		let i = c(r);
		if (i.length !== t.length) throw Error(`trace field ${e} has ${i.length} values for ${t.length} tokens`);
		n.set(e, i);
	};
	for (let [t, n] of Object.entries(e.token_fields)) r(t, n);
	for (let [t, n] of Object.entries(e.extra_token)) r(`extra:${t}`, n);
	let a = null;
	e.top_k && (a = {
		k: e.top_k.k,
		ids: l(e.top_k.token_ids),
		logProbs: c(e.top_k.log_probs)
	});
	let o = {};
	for (let [t, n] of Object.entries(e.extra_sample)) o[t] = g(n) ?? NaN;
	return {
		step: e.step,
		sampleIndex: e.sample_index,
		groupId: e.group_id,
		dataSource: e.data_source,
		selectedBecause: e.selected_because,
		promptText: e.prompt_text,
		responseText: e.response_text,
		score: g(e.score),
		tokenIds: t,
		responseMask: e.response_mask === null ? null : i(e.response_mask),
		tokenText: e.token_text.length === t.length ? e.token_text : Array.from(t, (e) => `⟨${e}⟩`),
		vocab: new Map(Object.entries(e.vocab).map(([e, t]) => [Number(e), t])),
		fields: n,
		topK: a,
		extraSample: o,
		attribution: x(e.attribution ?? null, t.length),
		attributionError: e.attribution_error ?? null,
		spans: e.spans ?? [],
		numTurns: e.num_turns ?? null
	};
}
function v(e, t) {
	let n = e.responseMask;
	return n ? t.map((e, t) => n[t] ? e : NaN) : t;
}
function y(e, t) {
	let n = u(e.spans.length, (t) => e.spans[t].end, t + 1), r = e.spans[n];
	return r && r.start <= t ? r : null;
}
function b(e) {
	if (e.kind === "policy") return `turn ${e.turn}`;
	if (e.kind === "observation") return `observation after turn ${e.turn}`;
	let t = e.tool_calls.map((e) => `${e.name}(${e.arguments}) → ${e.status === "ok" ? e.output : `${e.status}: ${e.output}`}`);
	return `tool output of turn ${e.turn}: ${t.join("; ")}`;
}
function x(e, t) {
	if (!e) return null;
	let n = l(e.sources), r = c(e.weights);
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
var S = [];
function C(e) {
	S = e;
}
function w(e) {
	return S.find((t) => t.name === e)?.label ?? e.replace(/^extra:/, "");
}
function T(e, t) {
	let n = e.fields.get(t);
	if (n) return n;
	let r = S.find((e) => e.name === t)?.derived_from ?? [];
	if (r.length !== 2) return null;
	let [i, a] = r.map((t) => e.fields.get(t));
	return i && a ? i.map((e, t) => e - a[t]) : null;
}
function E(e) {
	return S.filter((t) => t.derived_from.length && !e.fields.has(t.name)).map((t) => [t.name, T(e, t.name)]).filter((e) => e[1] !== null);
}
var D = {
	key: "probability",
	label: "probability",
	kind: "sequential",
	fixed: [0, 1],
	values: (e) => T(e, "log_prob")?.map(Math.exp) ?? null
};
function O() {
	return [D, ...S.map((e) => ({
		key: e.name,
		label: e.label,
		kind: e.scale,
		values: (t) => T(t, e.name)
	}))];
}
function k(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: w(n),
		kind: "diverging",
		values: (e) => e.fields.get(n) ?? null
	});
	return [...O(), ...t];
}
function ee(e, t) {
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
function A(e, t) {
	let n = k(e), r = n.find((e) => e.key === t) ?? n[0], i = r.values(e), a = i && v(e, i);
	return {
		values: a,
		scale: a ? ee(r, a) : null
	};
}
function te(e, t) {
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
var ne = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function re(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new ne(i.status, await i.text() || i.statusText);
	return await i.json();
}
function ie(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: g(n)
	}));
}
var j = {
	fields: () => re("fields").then((e) => e.fields),
	runs: () => re("runs").then((e) => e.runs),
	scalars: (e, t) => re("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => re("steps", {
		run: e,
		split: t
	}).then((e) => ie(e.steps)),
	exploration: (e) => re("exploration", { run: e }),
	search: (e, t, n) => re("search", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => re("step", {
		run: e,
		step: t,
		split: n
	}),
	prompt: (e, t, n) => re("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => re("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(_),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => j.trace(e, n, r, t)))
};
function ae(e, t = []) {
	let n = [], r = new Set(t), i = 0;
	for (let t = 0; t < e.length; t++) {
		let a = t > 0 ? e[t - 1] : "";
		(t === 0 || r.has(t) || i >= 256 && a.endsWith("\n") || i >= 1024) && (n.push(t), i = 0), i++;
	}
	return n;
}
function M(e, t) {
	return Math.max(0, u(e.length, (t) => e[t], t + 1) - 1);
}
function N(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
function P(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
function F(e, t, n) {
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
function I(e, t) {
	return F(e.map(Math.abs), t, !0).top.map((t) => ({
		position: t.position,
		value: e[t.position]
	}));
}
var L = [
	"value",
	"advantage",
	"entropy",
	"kl"
];
function oe(e) {
	return e.spans.filter((e) => e.kind === "policy" && e.turn > 1).map((e) => ({
		position: e.start,
		turn: e.turn
	}));
}
function se(e) {
	let t = [];
	for (let n of L) {
		let r = T(e, n);
		r && t.push({
			field: n,
			label: w(n),
			values: v(e, r)
		});
	}
	return t;
}
function ce(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function le(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
function ue(e) {
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
function de(e, t) {
	return Math.abs(e) >= .05 && t <= Math.abs(e) / 4 ? `Every token is shifted by about ${e.toFixed(3)} (spread ${t.toFixed(3)}): the trainer and the rollout engine normalise their probabilities differently, a constant gap rather than rounding noise. Typical causes: a vocabulary padded beyond the tokenizer whose extra ids only one engine masks (verl masks them in vLLM, not in the actor), or a temperature applied on one side only.` : null;
}
// src/model/charts.ts
function fe(e, t) {
	if (t <= 0) return e.slice();
	let n = 0, r = 0;
	return e.map((e) => e === null || !Number.isFinite(e) ? e : (n = n * t + (1 - t) * e, r += 1, n / (1 - t ** +r)));
}
function pe(e, t, n) {
	let r = new Uint8Array(Math.max(0, Math.ceil(n)));
	for (let n of e) {
		let e = Math.floor(t(n));
		e >= 0 && e < r.length && (r[e] = 1);
	}
	return r;
}
var me = [
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
function he(e) {
	let t = new Set(e), n = [];
	for (let e of me) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
var ge = [
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
], _e = /^turns\/by_turn\/(\d+)\/(.+)$/, ve = {
	mismatch_abs: "mismatch |log π_train − log π_rollout| by turn",
	entropy: "entropy by turn",
	length: "tokens by turn"
};
function ye(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) {
		let e = _e.exec(n);
		if (e && e[2] in ve) {
			let r = t.get(e[2]) ?? [];
			r.push({
				turn: Number(e[1]),
				tag: n
			}), t.set(e[2], r);
		}
	}
	return Object.keys(ve).filter((e) => t.has(e)).map((e) => ({
		title: ve[e],
		turns: t.get(e).sort((e, t) => e.turn - t.turn)
	}));
}
function be(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
function xe(e, t) {
	let n = new Map(t.map(([e, , t]) => [e, g(t)])), r = 0, i = 0, a = null;
	for (let [t, , o] of e) {
		let e = g(o), s = n.get(t);
		if (e === null || s == null || !Number.isFinite(e) || !Number.isFinite(s)) continue;
		i++;
		let c = de(e, s);
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
function R(e, t, n) {
	let r = ([e, r]) => [
		Math.abs(e - t),
		e,
		r === n ? 0 : 1,
		r
	], i = null;
	for (let t of e) (i === null || z(r(t), r(i))) && (i = t);
	return i === null ? null : [i[0], i[1]];
}
function z(e, t) {
	let n = e.findIndex((e, n) => e !== t[n]);
	return n >= 0 && e[n] < t[n];
}
function Se(e, t) {
	let n = Math.min(e.length, t.length);
	for (let r = 0; r < n; r++) if (e[r] !== t[r]) return r;
	return e.length === t.length ? -1 : n;
}
function Ce(e, t, n) {
	let r = (e, t) => {
		if (n >= e.tokenIds.length) return {
			text: null,
			prob: null,
			probOfOther: null
		};
		let r = T(e, "log_prob"), i = n < t.tokenIds.length ? t.tokenIds[n] : null, a = te(e, n).alternatives.find((e) => e.id === i);
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
var we = [
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
		value: (e) => g(e.score)
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
		value: (e) => g(e.mean_entropy)
	},
	{
		key: "kl",
		label: "KL̄",
		title: "mean log π − log π_ref",
		value: (e) => g(e.mean_kl)
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
function Te(e) {
	return we.filter((t) => !t.optional || e.some((e) => t.value(e) !== null));
}
function Ee(e, t, n) {
	let r = we.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var De = {
	score: (e) => g(e.score),
	len: (e) => e.length,
	entropy: (e) => g(e.mean_entropy),
	kl: (e) => g(e.mean_kl),
	turns: (e) => e.turns ?? 1,
	calls: (e) => e.tool_calls ?? 0,
	failures: (e) => e.tool_failures ?? 0
}, Oe = /^(score|len|entropy|kl|turns|calls|failures)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/, ke = /^tool:(.+)$/;
function Ae(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1]);
}
function je(e) {
	return Ae(e).map((e) => e.toLowerCase());
}
function Me(e, t, n) {
	if (n !== void 0 && !je(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = Oe.exec(t), r = ke.exec(t);
		if (r) {
			if (!(e.tools ?? []).some((e) => e.toLowerCase() === r[1])) return !1;
		} else if (n) {
			let t = De[n[1]](e), r = Number(n[3]);
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
function Ne(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
function Pe(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (g(t.score) ?? -Infinity) - (g(e.score) ?? -Infinity));
}
function Fe(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
// src/controller.ts
function Ie(e) {
	return e instanceof ne ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var Le = 24, Re = class {
	store;
	refreshing = !1;
	refreshAgain = !1;
	generation = {
		run: 0,
		step: 0,
		trace: 0
	};
	constructor(e) {
		this.store = e;
	}
	async start(e) {
		e.metric && this.store.set({ metric: e.metric }), e.vs && this.store.set({ compareRun: e.vs }), e.exploration === "folded" && this.store.set({ explorationFolded: !0 }), this.inform("Loading runs…");
		try {
			let [t, n] = await Promise.all([j.fields(), j.runs()]);
			if (C(t), this.store.set({ runs: n }), n.length === 0) {
				this.inform("No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions.");
				return;
			}
			let r = n.find((t) => t.run === e.run);
			await this.selectRun((r ?? n.find((e) => e.splits.length) ?? n[0]).run, r ? e : {});
		} catch (e) {
			this.fail(`Cannot list runs: ${Ie(e)}`);
		}
	}
	async refresh() {
		if (this.refreshing) this.refreshAgain = !0;
		else {
			this.refreshing = !0;
			try {
				let e = await j.runs();
				this.store.set({ runs: e });
				let { run: t, split: n, step: r } = this.store.state, i = e.find((e) => e.run === t);
				if (t === null || !i) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				let a = i.splits.includes(n) ? await j.steps(t, n) : [];
				if (t !== this.store.state.run) return;
				m(a, this.store.state.steps) || this.store.set({ steps: a }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : he(i.scalar_tags)), await this.loadExploration(i), r === null && a.length && await this.selectStep(a[a.length - 1].step);
			} catch (e) {
				this.fail(`Reload failed: ${Ie(e)}`);
			} finally {
				this.refreshing = !1;
			}
			this.refreshAgain && (this.refreshAgain = !1, await this.refresh());
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
			let i = r?.splits.length ? j.steps(e, a) : Promise.resolve([]);
			await Promise.all([this.loadCharts(he(r?.scalar_tags ?? [])), this.loadExploration(r ?? null)]);
			let o = await i;
			if (n !== this.generation.run) return;
			if (this.store.set({ steps: o }), o.length === 0) {
				this.inform("No decision traces in this run: call TraceLogger.log_decisions(step, ...).");
				return;
			}
			let s = t.step === void 0 ? o[o.length - 1].step : f(o, t.step);
			await this.selectStep(s, t.sample), t.token !== void 0 && n === this.generation.run && this.store.set({ token: t.token });
		} catch (e) {
			n === this.generation.run && this.fail(Ie(e));
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
			let r = await j.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r });
			let i = this.store.state.step, a = i === null ? null : f(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.fail(Ie(e));
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
		let t = ge.filter((t) => e.scalar_tags.includes(t)), n = Promise.all(ye(e.scalar_tags).map(async ({ title: t, turns: n }) => ({
			tag: t,
			runs: await Promise.all(n.map(async ({ turn: t, tag: n }) => ({
				run: `turn ${t}`,
				points: await j.scalars(e.run, n)
			})))
		}))), [r, i, a] = await Promise.all([
			j.exploration(e.run),
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
				points: await j.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await j.traces(e, n, r.samples.map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.store.state.stepDetail === r && this.store.set({ stepTexts: {
				step: t,
				texts: a
			} });
		} catch (e) {
			this.fail(Ie(e));
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
			let i = await j.search(t, n, e);
			this.store.state.search === r && this.store.set({ search: {
				phrase: e,
				result: i
			} });
		} catch (e) {
			this.store.set({ search: null }), this.fail(Ie(e));
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let a = Pe(i.samples, r.groupId);
		try {
			let i = await j.traces(e, n, a.map((e) => [t, e.sample_index]));
			this.store.state.trace === r && this.store.set({ group: {
				groupId: r.groupId,
				traces: i
			} });
		} catch (e) {
			this.fail(Ie(e));
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n } = this.store.state, r = this.openSummary();
		if (e !== null && n && r) try {
			let i = await j.prompt(e, r.prompt_hash, t), a = Fe(i, Le), o = await j.traces(e, t, a.map(([e, t]) => [e, t]));
			this.store.state.trace === n && this.store.set({ history: {
				promptText: n.promptText,
				traces: o,
				occurrences: i.length
			} });
		} catch (e) {
			this.fail(Ie(e));
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
			let a = R(await j.prompt(e, r.prompt_hash, t), n.step, n.sampleIndex), o = a === null ? null : await j.trace(e, a[0], a[1], t);
			i() && this.store.set({ comparison: {
				run: e,
				trace: o,
				note: o ? null : `${e} recorded no response to this prompt (${t}).`
			} });
		} catch (t) {
			i() && this.store.set({ comparison: {
				run: e,
				trace: null,
				note: Ie(t)
			} });
		}
	}
	selectNearest(e) {
		let t = f(this.store.state.steps, e);
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
			let i = await j.step(n, e, this.store.state.split);
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
			r === this.generation.step && this.fail(Ie(e));
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
			let i = await j.trace(t, n, e, this.store.state.split);
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				token: null,
				group: null,
				history: null,
				message: null
			}), this.store.state.compareRun !== null && await this.loadComparison();
		} catch (e) {
			r === this.generation.trace && this.fail(Ie(e));
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
}, ze = "tbv=";
function Be(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(ze));
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
	return i("run"), i("split"), i("metric"), i("vs"), a("step"), a("sample"), a("token"), n.get("exploration") === "folded" && (r.exploration = "folded"), r;
}
function Ve(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(ze)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(ze + encodeURIComponent(i)), `#${n.join("&")}`;
}
// src/host.ts
function He() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function Ue(e) {
	let t = He();
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
function We(e) {
	let t = He();
	if (!t) return;
	let n = null, r = () => {
		let r = t.querySelector("app-header-reload button");
		if (!r || r === n) return;
		n = r;
		let i = r.classList.contains("loading");
		new MutationObserver((t) => {
			let n = i;
			i = r.classList.contains("loading"), (n && !i || t.some((e) => e.attributeName === "title")) && e();
		}).observe(r, {
			attributes: !0,
			attributeFilter: ["title", "class"]
		});
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
function Ge() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function Ke() {
	return Be(Ge().location.hash);
}
function qe(e) {
	let t = Ge(), n = Ve(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// src/state.ts
var Je = class {
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
function Ye() {
	return {
		runs: [],
		run: null,
		chartTags: [],
		chartSeries: [],
		compareRuns: [],
		smoothing: .6,
		exploration: null,
		explorationSeries: [],
		explorationFolded: !1,
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
var Xe = class {
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
}, Ze = !0, Qe = "uplot", $e = "u-hz", et = "u-vt", tt = "u-title", nt = "u-wrap", rt = "u-under", it = "u-over", at = "u-axis", ot = "u-off", st = "u-select", ct = "u-cursor-x", lt = "u-cursor-y", ut = "u-cursor-pt", dt = "u-legend", ft = "u-live", pt = "u-inline", mt = "u-series", ht = "u-marker", gt = "u-label", _t = "u-value", vt = "width", yt = "height", bt = "top", xt = "bottom", St = "left", Ct = "right", wt = "#000", Tt = "#0000", Et = "mousemove", Dt = "mousedown", Ot = "mouseup", kt = "mouseenter", At = "mouseleave", jt = "dblclick", Mt = "resize", Nt = "scroll", Pt = "change", Ft = "dppxchange", It = "--", Lt = typeof window < "u", Rt = Lt ? document : null, zt = Lt ? window : null, Bt = Lt ? navigator : null, B, Vt;
function Ht() {
	let e = devicePixelRatio;
	B != e && (B = e, Vt && en(Pt, Vt, Ht), Vt = matchMedia(`(min-resolution: ${B - .001}dppx) and (max-resolution: ${B + .001}dppx)`), $t(Pt, Vt, Ht), zt.dispatchEvent(new CustomEvent(Ft)));
}
function Ut(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function Wt(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function V(e, t, n) {
	e.style[t] = n + "px";
}
function Gt(e, t, n, r) {
	let i = Rt.createElement(e);
	return t != null && Ut(i, t), n?.insertBefore(i, r), i;
}
function Kt(e, t) {
	return Gt("div", e, t);
}
var qt = /* @__PURE__ */ new WeakMap();
function Jt(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != qt.get(e) && (e.style.transform = a, qt.set(e, a), t < 0 || n < 0 || t > r || n > i ? Ut(e, ot) : Wt(e, ot));
}
var Yt = /* @__PURE__ */ new WeakMap();
function Xt(e, t, n) {
	let r = t + n;
	r != Yt.get(e) && (Yt.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var H = /* @__PURE__ */ new WeakMap();
function Zt(e, t, n, r) {
	let i = t + "" + n;
	i != H.get(e) && (H.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var U = { passive: !0 }, Qt = {
	...U,
	capture: !0
};
function $t(e, t, n, r) {
	t.addEventListener(e, n, r ? Qt : U);
}
function en(e, t, n, r) {
	t.removeEventListener(e, n, U);
}
Lt && Ht();
function tn(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : Cn((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function nn(e) {
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
var rn = (e) => e != null, an = (e) => e != null && e > 0, on = nn(rn), sn = nn(an);
function cn(e, t, n, r = 0, i = !1) {
	let a = i ? sn : on, o = i ? an : rn;
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
	return [s ?? G, c ?? -G];
}
function ln(e, t, n, r) {
	let i = kn(e), a = kn(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? An : jn, s = i == 1 ? Cn : Tn, c = a == 1 ? Tn : Cn, l = s(o(Sn(e))), u = c(o(Sn(t))), d = On(n, l), f = On(n, u);
	return n == 10 && (l < 0 && (d = q(d, -l)), u < 0 && (f = q(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = qn(e, d), t = Kn(t, f)), [e, t];
}
function un(e, t, n, r) {
	let i = ln(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var dn = .1, fn = {
	mode: 3,
	pad: dn
}, pn = {
	pad: 0,
	soft: null,
	mode: 0
}, mn = {
	min: pn,
	max: pn
};
function hn(e, t, n, r) {
	return ir(n) ? _n(e, t, n) : (pn.pad = n, pn.soft = r ? 0 : null, pn.mode = r ? 3 : 0, _n(e, t, mn));
}
function W(e, t) {
	return e ?? t;
}
function gn(e, t, n) {
	for (t = W(t, 0), n = W(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function _n(e, t, n) {
	let r = n.min, i = n.max, a = W(r.pad, 0), o = W(i.pad, 0), s = W(r.hard, -G), c = W(i.hard, G), l = W(r.soft, G), u = W(i.soft, -G), d = W(r.mode, 0), f = W(i.mode, 0), p = t - e, m = An(p), h = Dn(Sn(e), Sn(t)), g = Sn(An(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != G && (a = 0), f == 2 && u != -G && (o = 0)));
	let _ = p || h || 1e3, v = On(10, Cn(An(_))), y = q(qn(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : G, x = Dn(s, y < b && e >= b ? b : En(b, y)), S = q(Kn(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -G, w = En(c, S > C && t <= C ? C : Dn(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var vn = new Intl.NumberFormat(Lt ? Bt.language : "en-US"), yn = (e) => vn.format(e), bn = Math, xn = bn.PI, Sn = bn.abs, Cn = bn.floor, wn = bn.round, Tn = bn.ceil, En = bn.min, Dn = bn.max, On = bn.pow, kn = bn.sign, An = bn.log10, jn = bn.log2, Mn = (e, t = 1) => bn.sinh(e) * t, Nn = (e, t = 1) => bn.asinh(e / t), G = Infinity;
function Pn(e) {
	return (An((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Fn(e, t, n) {
	return En(Dn(e, t), n);
}
function In(e) {
	return typeof e == "function";
}
function K(e) {
	return In(e) ? e : () => e;
}
var Ln = () => {}, Rn = (e) => e, zn = (e, t) => t, Bn = (e) => null, Vn = (e) => !0, Hn = (e, t) => e == t, Un = /\.\d*?(?=9{6,}|0{6,})/gm, Wn = (e) => {
	if (tr(e) || Jn.has(e)) return e;
	let t = `${e}`, n = t.match(Un);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Wn(e)}e${n}`;
	}
	return q(e, r);
};
function Gn(e, t) {
	return Wn(q(Wn(e / t)) * t);
}
function Kn(e, t) {
	return Wn(Tn(Wn(e / t)) * t);
}
function qn(e, t) {
	return Wn(Cn(Wn(e / t)) * t);
}
function q(e, t = 0) {
	if (tr(e)) return e;
	let n = 10 ** t;
	return wn(e * n * (1 + 2 ** -52)) / n;
}
var Jn = /* @__PURE__ */ new Map();
function Yn(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Xn(e, t, n, r) {
	let i = [], a = r.map(Yn);
	for (let o = t; o < n; o++) {
		let t = Sn(o), n = q(On(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : q(c, l);
			i.push(u), Jn.set(u, l);
		}
	}
	return i;
}
var Zn = {}, Qn = [], $n = [null, null], er = Array.isArray, tr = Number.isInteger, nr = (e) => e === void 0;
function rr(e) {
	return typeof e == "string";
}
function ir(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function ar(e) {
	return typeof e == "object" && !!e;
}
var or = Object.getPrototypeOf(Uint8Array), sr = "__proto__";
function cr(e, t = ir) {
	let n;
	if (er(e)) {
		let r = e.find((e) => e != null);
		if (er(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = cr(e[r], t);
		} else n = e.slice();
	} else if (e instanceof or) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != sr && (n[r] = cr(e[r], t));
	} else n = e;
	return n;
}
function J(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != sr && (ir(e[t]) ? J(e[t], cr(r[t])) : e[t] = cr(r[t]));
	}
	return e;
}
var lr = 0, ur = 1, dr = 2;
function fr(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function pr(e, t) {
	if (gr(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return _r(t[0]) || (t = hr(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : ur, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != lr && (l[n] = t, u == dr && d.push(n)) : l[n] = t;
			}
			fr(l, d, i), r.push(l);
		}
	}
	return r;
}
var mr = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function hr(e) {
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
function gr(e) {
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
function _r(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = Dn(1, Cn((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var vr = [
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
], yr = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function br(e) {
	return e.slice(0, 3);
}
var xr = yr.map(br), Sr = {
	MMMM: vr,
	MMM: vr.map(br),
	WWWW: yr,
	WWW: xr
};
function Cr(e) {
	return (e < 10 ? "0" : "") + e;
}
function wr(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var Tr = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => Cr(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => Cr(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => Cr(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => Cr(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => Cr(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => wr(e.getMilliseconds())
};
function Er(e, t) {
	t ||= Sr;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? Tr[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var Dr = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function Or(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == Dr ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var kr = (e) => e % 1 == 0, Ar = [
	1,
	2,
	2.5,
	5
], jr = Xn(10, -32, 0, Ar), Mr = Xn(10, 0, 32, Ar), Nr = Mr.filter(kr), Pr = jr.concat(Mr), Fr = "\n", Ir = "{YYYY}", Lr = Fr + Ir, Rr = "{M}/{D}", Y = Fr + Rr, X = Y + "/{YY}", zr = "{aa}", Z = "{h}:{mm}" + zr, Br = Fr + Z, Vr = ":{ss}", Q = null;
function Hr(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Xn(10, 0, 3, Ar).filter(kr) : Xn(10, -3, 0, Ar)).concat([
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
			Ir,
			Q,
			Q,
			Q,
			Q,
			Q,
			Q,
			1
		],
		[
			i * 28,
			"{MMM}",
			Lr,
			Q,
			Q,
			Q,
			Q,
			Q,
			1
		],
		[
			i,
			Rr,
			Lr,
			Q,
			Q,
			Q,
			Q,
			Q,
			1
		],
		[
			r,
			"{h}" + zr,
			X,
			Q,
			Y,
			Q,
			Q,
			Q,
			1
		],
		[
			n,
			Z,
			X,
			Q,
			Y,
			Q,
			Q,
			Q,
			1
		],
		[
			t,
			Vr,
			X + " " + Z,
			Q,
			Y + " " + Z,
			Q,
			Br,
			Q,
			1
		],
		[
			e,
			Vr + ".{fff}",
			X + " " + Z,
			Q,
			Y + " " + Z,
			Q,
			Br,
			Q,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = q(g * e, 3), v = Qr(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = q(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : q(Qr(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(wn(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Qr(c + r * a, l + n * a, 1), s = o - t(q(o * e, 3));
					i = q((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (Cn(l) - Cn(_)) + Kn(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = q(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = Cn(q(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					q((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Ur, Wr, Gr] = Hr(1), [Kr, qr, Jr] = Hr(.001);
Xn(2, -53, 53, [1]);
function Yr(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Xr(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Zr(e, t) {
	let n = Er(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Qr(e, t, n) {
	return new Date(e, t, n);
}
function $r(e, t) {
	return t(e);
}
var ei = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function ti(e, t) {
	return (n, r, i, a) => a == null ? It : t(e(r));
}
function ni(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function ri(e, t) {
	return e.series[t].fill(e, t);
}
var ii = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Ln,
	markers: {
		show: !0,
		width: 2,
		stroke: ni,
		fill: ri,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function ai(e, t) {
	let n = e.cursor.points, r = Kt(), i = n.size(e, t);
	V(r, vt, i), V(r, yt, i);
	let a = i / -2;
	V(r, "marginLeft", a), V(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && V(r, "borderWidth", o), r;
}
function oi(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function si(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function ci(e, t) {
	return e.series[t].points.size;
}
var li = [0, 0];
function ui(e, t, n) {
	return li[0] = t, li[1] = n, li;
}
function di(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function fi(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var pi = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: ui,
	points: {
		one: !1,
		show: ai,
		size: ci,
		width: 0,
		stroke: si,
		fill: oi
	},
	bind: {
		mousedown: di,
		mouseup: di,
		click: di,
		dblclick: di,
		mousemove: fi,
		mouseleave: fi,
		mouseenter: fi
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
}, mi = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, hi = J({}, mi, { filter: zn }), gi = J({}, hi, { size: 10 }), _i = J({}, mi, { show: !1 }), vi = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", yi = "bold " + vi, bi = 1.5, xi = {
	show: !0,
	scale: "x",
	stroke: wt,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: yi,
	side: 2,
	grid: hi,
	ticks: gi,
	border: _i,
	font: vi,
	lineGap: bi,
	rotate: 0
}, Si = "Value", Ci = "Time", wi = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: G,
	max: -Infinity,
	idxs: []
};
function Ti(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : yn(e));
}
function Ei(e, t, n, r, i, a, o) {
	let s = [], c = Jn.get(i) || 0;
	n = o ? n : q(Kn(n, i), c);
	for (let e = n; e <= r; e = q(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function Di(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = On(c, Cn((c == 10 ? An : jn)(n))), c == 10 && (i = Pr[tn(i, Pr)]);
	let l = n, u = i * c;
	c == 10 && (u = Pr[tn(u, Pr)]);
	do
		s.push(l), l += i, c == 10 && !Jn.has(l) && (l = q(l, Jn.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Pr[tn(u, Pr)]));
	while (l <= r);
	return s;
}
function Oi(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? Di(e, t, Dn(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? Di(e, t, Dn(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var ki = /./, Ai = /[12357]/, ji = /[125]/, Mi = /1/, Ni = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Pi(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? ki : c(7, o) - u >= l ? Ai : c(5, o) - u >= l ? ji : Mi;
	if (d == Mi) {
		let e = Sn(c(1, o) - u);
		if (e < l) return Ni(t.slice().reverse(), s.distr, d, Tn(l / e)).reverse();
	}
	return Ni(t, s.distr, d, 1);
}
function Fi(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = Sn(c(1, o) - c(2, o));
	return l < s ? Ni(t.slice().reverse(), 3, ki, Tn(s / l)).reverse() : t;
}
function Ii(e, t, n, r) {
	return r == null ? It : t == null ? "" : yn(t);
}
var Li = {
	show: !0,
	scale: "y",
	stroke: wt,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: yi,
	side: 3,
	grid: hi,
	ticks: gi,
	border: _i,
	font: vi,
	lineGap: bi,
	rotate: 0
};
function Ri(e, t) {
	return q((3 + (e || 1) * 2) * t, 3);
}
function zi(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = Sn(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * B);
	return r[1] - r[0] <= o;
}
var Bi = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: G,
	max: -Infinity
}, Vi = (e, t, n, r, i) => i, Hi = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Vi,
	alpha: 1,
	facets: [J({}, Bi, { scale: "x" }), J({}, Bi, { scale: "y" })]
}, Ui = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Vi,
	alpha: 1,
	points: {
		show: zi,
		filter: null
	},
	values: null,
	min: G,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Wi(e, t, n, r, i) {
	return n / 10;
}
var Gi = {
	time: Ze,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Ki = J({}, Gi, {
	time: !1,
	ori: 1
}), qi = {};
function Ji(e, t) {
	let n = qi[e];
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
	}, e != null && (qi[e] = n)), n;
}
var Yi = 1, Xi = 2;
function Zi(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, oa, ca, ua, fa, $) : n(i, c, l, u, d, _, g, p, f, h, m, sa, la, da, pa, ma);
}
function Qi(e, t) {
	let n = 0, r = 0, i = W(e.bands, Qn);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function $i(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function ea(e, t, n, r, i, a) {
	return Zi(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? ca : la, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function ta(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? ua : da, c = n;
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
function na(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function ra(e, t, n, r, i, a, o) {
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
function ia(e) {
	return e == 0 ? Rn : e == 1 ? wn : (t) => Gn(t, e);
}
function aa(e) {
	let t = e == 0 ? oa : sa, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = En(c, o / 2, s / 2), l = En(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var oa = (e, t, n) => {
	e.moveTo(t, n);
}, sa = (e, t, n) => {
	e.moveTo(n, t);
}, ca = (e, t, n) => {
	e.lineTo(t, n);
}, la = (e, t, n) => {
	e.lineTo(n, t);
}, ua = aa(0), da = aa(1), fa = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, pa = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, $ = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, ma = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function ha(e) {
	return (e, t, n, r, i) => Zi(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = oa, v = fa) : (_ = sa, v = pa);
		let y = q(g.width * B, 3), b = (g.size - g.width) / 2 * B, x = q(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		ua(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, xn * 2);
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
function ga(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var _a = ga(ca), va = ga(la);
function ya(e) {
	let t = W(e?.alignGaps, 0);
	return (e, n, r, i) => Zi(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = on(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = ca, b = _a) : (y = la, b = va);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Yi
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
		let [T, E] = Qi(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...ra(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = ta(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [ea(e, n, r, i, C, -1), ea(e, n, r, i, C, 1)] : ea(e, n, r, i, C, E)), S;
	});
}
function ba(e) {
	let t = W(e.align, 1), n = W(e.ascDesc, !1), r = W(e.alignGaps, 0), i = W(e.extend, !1);
	return (e, a, o, s) => Zi(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = on(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? ca : la, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Yi
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
		let [ne, re] = Qi(e, a);
		if (c.fill != null || ne != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, ne));
			w(t, te, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...ra(l, u, o, s, D, S, r));
			let f = c.width * B / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = ta(i, d.ori, h, g, _, v);
		}
		return re != 0 && (T.band = re == 2 ? [ea(e, a, o, s, E, -1), ea(e, a, o, s, E, 1)] : ea(e, a, o, s, E, re)), T;
	});
}
function xa(e, t, n, r, i, a, o = G) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = Sn(e[c] - e[s]);
				t < l && (l = t, o = Sn(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function Sa(e) {
	e ||= Zn;
	let t = W(e.size, [
		.6,
		G,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = K(i), o = 1 - t[0], s = W(t[1], G), c = W(t[2], 1), l = W(e.disp, Zn), u = W(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Zi(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * B, O = s * B, k = c * B, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let te = _.dir * (_.ori == 0 ? 1 : -1), ne = _.ori == 0 ? ua : da, re = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ie = W(e.bands, Qn).find((e) => e.series[0] == t), j = ie == null ? 0 : ie.dir, ae = m.fillTo(e, t, m.min, m.max, j), M = T(b(ae, v, w, S)), N, P, F, I = C, L = T(m.width * B), oe = !1, se = null, ce = null, le = null, ue = null;
		d != null && (L == 0 || f != null) && (oe = !0, se = d.values(e, t, i, p), ce = /* @__PURE__ */ new Map(), new Set(se).forEach((e) => {
			e != null && ce.set(e, new Path2D());
		}), L > 0 && (le = f.values(e, t, i, p), ue = /* @__PURE__ */ new Map(), new Set(le).forEach((e) => {
			e != null && ue.set(e, new Path2D());
		})));
		let { x0: de, size: fe } = l;
		if (de != null && fe != null) {
			E = 1, h = de.values(e, t, i, p), de.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = fe.values(e, t, i, p);
			P = fe.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), I = xa(h, g, y, _, C, x, I), F = I - P + D;
		} else I = xa(h, g, y, _, C, x, I), F = I * o + D, P = I - F;
		F < 1 && (F = 0), L >= P / 2 && (L = 0), F < 5 && (T = Rn);
		let pe = F > 0, me = I - F - (pe ? L : 0);
		P = T(Fn(me, k, O)), N = (E == 0 ? P / 2 : E == te ? 0 : P) - E * te * ((E == 0 ? D / 2 : 0) + (pe ? L / 2 : 0));
		let he = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, ge = oe ? null : new Path2D(), _e = null;
		if (ie != null) _e = e.data[ie.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), _e = n.values(e, t, i, p));
		}
		let ve = ee * P, ye = A * P;
		for (let n = te == 1 ? i : p; n >= i && n <= p; n += te) {
			let r = g[n];
			if (r == null) continue;
			if (_e != null) {
				let e = _e[n] ?? 0;
				if (r - e == 0) continue;
				M = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(W(r, ae), v, w, S), o = T(i - N), s = T(Dn(a, M)), c = T(En(a, M)), u = s - c;
			if (r != null) {
				let i = r < 0 ? ye : ve, a = r < 0 ? ve : ye;
				oe ? (L > 0 && le[n] != null && ne(ue.get(le[n]), o, c + Cn(L / 2), P, Dn(0, u - L), i, a), se[n] != null && ne(ce.get(se[n]), o, c + Cn(L / 2), P, Dn(0, u - L), i, a)) : ne(ge, o, c + Cn(L / 2), P, Dn(0, u - L), i, a), re(e, t, n, o - L / 2, c, P + L, u);
			}
		}
		return L > 0 ? he.stroke = oe ? ue : ge : oe || (he._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, he.width = 0), he.fill = oe ? ce : ge, he;
	});
}
function Ca(e, t) {
	let n = W(t?.alignGaps, 0);
	return (t, r, i, a) => Zi(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = on(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = oa, S = ca, x = $) : (b = sa, S = la, x = ma);
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
			flags: Yi
		}, k = O.stroke, [ee, A] = Qi(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...ra(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = ta(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [ea(t, r, i, a, k, -1), ea(t, r, i, a, k, 1)] : ea(t, r, i, a, k, A)), O;
	});
}
function wa(e) {
	return Ca(Ta, e);
}
function Ta(e, t, n, r, i, a) {
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
var Ea = /* @__PURE__ */ new Set();
function Da() {
	for (let e of Ea) e.syncRect(!0);
}
Lt && ($t(Mt, zt, Da), $t(Nt, zt, Da, !0), $t(Ft, zt, () => {
	Ua.pxRatio = B;
}));
var Oa = ya(), ka = ha();
function Aa(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Ma(e, r, t, n));
}
function ja(e, t) {
	return e.map((e, n) => n == 0 ? {} : J({}, t, e));
}
function Ma(e, t, n, r) {
	return J({}, t == 0 ? n : r, e);
}
function Na(e, t, n) {
	return t == null ? $n : [t, n];
}
var Pa = Na;
function Fa(e, t, n) {
	return t == null ? $n : hn(t, n, dn, !0);
}
function Ia(e, t, n, r) {
	return t == null ? $n : ln(t, n, e.scales[r].log, !1);
}
var La = Ia;
function Ra(e, t, n, r) {
	return t == null ? $n : un(t, n, e.scales[r].log, !1);
}
var za = Ra;
function Ba(e, t, n, r, i) {
	let a = Dn(Pn(e), Pn(t)), o = t - e, s = tn(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Jn.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Va(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = wn((n = +r) * B)) + "px"), [
		e,
		t,
		n
	];
}
function Ha(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = q(e[2] * B, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Ua(e, t, n) {
	let r = { mode: W(e.mode, 1) }, i = r.mode;
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
	let l = r.root = Kt(Qe);
	if (e.id != null && (l.id = e.id), Ut(l, e.class), e.title) {
		let t = Kt(tt, l);
		t.textContent = e.title;
	}
	let u = Gt("canvas"), d = r.ctx = u.getContext("2d"), f = Kt(nt, l);
	$t("click", f, (e) => {
		e.target === m && (Y != Fr || X != Ir) && Z.click(r, e);
	}, !0);
	let p = r.under = Kt(rt, f);
	f.appendChild(u);
	let m = r.over = Kt(it, f);
	e = cr(e);
	let h = +W(e.pxAlign, 1), g = ia(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? Aa(e.series || [], wi, Ui, !1) : ja(e.series || [null], Hi), y = r.axes = Aa(e.axes || [], xi, Li, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = K(e.fill || null), e.dir = W(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: gr,
		series: qn
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => An(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => Nn(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Zn)[t] || Zn;
			if (r.from != null) {
				E(r.from);
				let e = J({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = J({}, t == S ? Gi : Ki, r), n.key = t;
				let e = n.time, a = n.range, o = er(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? fn : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? fn : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && ir(a))) {
					let e = a;
					a = (t, n, r) => n == null ? $n : hn(n, r, e);
				}
				n.range = K(a || (e ? Pa : t == S ? n.distr == 3 ? La : n.distr == 4 ? za : Na : n.distr == 3 ? Ia : n.distr == 4 ? Ra : Fa)), n.auto = K(!o && n.auto), n.clamp = K(n.clamp || Wi), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (Ut(l, $e), k = a, ee = o) : (Ut(l, et), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let te = e.tzDate || ((e) => new Date(wn(e / _))), ne = e.fmtDate || Er, re = _ == 1 ? Gr(te) : Jr(te), ie = Xr(te, Yr(_ == 1 ? Wr : qr, ne)), j = ti(te, $r(ei, ne)), ae = [], M = r.legend = J({}, ii, e.legend), N = r.cursor = J({}, pi, { drag: { y: i == 2 } }, e.cursor), P = M.show, F = N.show, I = M.markers;
	M.idxs = ae, I.width = K(I.width), I.dash = K(I.dash), I.stroke = K(I.stroke), I.fill = K(I.fill);
	let L, oe, se, ce = [], le = [], ue, de = !1, fe = {};
	if (M.live) {
		let e = v[1] ? v[1].values : null;
		de = e != null, ue = de ? e(r, 1, 0) : { _: 0 };
		for (let e in ue) fe[e] = It;
	}
	if (P) {
		if (L = Gt("table", dt, l), se = Gt("tbody", null, L), M.mount(r, L), de) {
			oe = Gt("thead", null, L, se);
			let e = Gt("tr", null, oe);
			for (var pe in Gt("th", null, e), ue) Gt("th", gt, e).textContent = pe;
		} else Ut(L, pt), M.live && Ut(L, ft);
	}
	let me = { show: !0 }, he = { show: !1 };
	function ge(e, t) {
		if (t == 0 && (de || !M.live || i == 2)) return $n;
		let n = [], a = Gt("tr", mt, se, se.childNodes[t]);
		Ut(a, e.class), e.show || Ut(a, ot);
		let o = Gt("th", null, a);
		if (I.show) {
			let e = Kt(ht, o);
			if (t > 0) {
				let n = I.width(r, t);
				n && (e.style.border = n + "px " + I.dash(r, t) + " " + I.stroke(r, t)), e.style.background = I.fill(r, t);
			}
		}
		let s = Kt(gt, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (I.show || (s.style.color = e.width > 0 ? I.stroke(r, t) : I.fill(r, t)), ve("click", o, (t) => {
			if (N._lock) return;
			We(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != M.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && ai(r, e ? r == n ? me : he : me, !0, $.setSeries);
				});
			} else ai(n, { show: !e.show }, !0, $.setSeries);
		}, !1), qe && ve(kt, o, (t) => {
			N._lock || (We(t), ai(v.indexOf(e), mi, !0, $.setSeries));
		}, !1)), ue) {
			let e = Gt("td", _t, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let _e = /* @__PURE__ */ new Map();
	function ve(e, t, n, i = !0) {
		let a = _e.get(t) || {}, o = N.bind[e](r, t, n, i);
		o && ($t(e, t, a[e] = o), _e.set(t, a));
	}
	function ye(e, t, n) {
		let r = _e.get(t) || {};
		for (let n in r) (e == null || n == e) && (en(n, t, r[n]), delete r[n]);
		e ?? _e.delete(t);
	}
	let be = 0, xe = 0, R = 0, z = 0, Se = 0, Ce = 0, we = Se, Te = Ce, Ee = R, De = z, Oe = 0, ke = 0, Ae = 0, je = 0;
	r.bbox = {};
	let Me = !1, Ne = !1, Pe = !1, Fe = !1, Ie = !1, Le = !1;
	function Re(e, t, n) {
		(n || e != r.width || t != r.height) && ze(e, t), _r(!1), Pe = !0, Ne = !0, Sr();
	}
	function ze(e, t) {
		r.width = be = R = e, r.height = xe = z = t, Se = Ce = 0, He(), Ue();
		let n = r.bbox;
		Oe = n.left = Gn(Se * B, .5), ke = n.top = Gn(Ce * B, .5), Ae = n.width = Gn(R * B, .5), je = n.height = Gn(z * B, .5);
	}
	function Be() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = pr(t), i = hr(t);
			e = t == 3 || n && i, e || (ze(r.width, r.height), Ne = !0);
		}
	}
	function Ve({ width: e, height: t }) {
		Re(e, t);
	}
	r.setSize = Ve;
	function He() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (R -= c, a == 3 ? (Se += c, r = !0) : n = !0) : (z -= c, a == 0 ? (Ce += c, e = !0) : t = !0));
			}
		}), Lt[0] = e, Lt[1] = n, Lt[2] = t, Lt[3] = r, R -= qt[1] + qt[3], Se += qt[3], z -= qt[2] + qt[0], Ce += qt[0];
	}
	function Ue() {
		let e = Se + R, t = Ce + z, n = Se, r = Ce;
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
		let r = e.prox = K(e.prox), i = e.bias ??= 0;
		N.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? G, u = l >= 0 && l < G, d = D.ori == 0 ? R : z, f = N.left, p = t[0], m = t[a];
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
			} else u && Sn(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let We = (e) => {
		N.event = e;
	};
	N.idxs = ae, N._lock = !1;
	let Ge = N.points;
	Ge.show = K(Ge.show), Ge.size = K(Ge.size), Ge.stroke = K(Ge.stroke), Ge.width = K(Ge.width), Ge.fill = K(Ge.fill);
	let Ke = r.focus = J({}, e.focus || { alpha: .3 }, N.focus), qe = Ke.prox >= 0, Je = qe && Ge.one, Ye = [], Xe = [], Ze = [];
	function wt(e, t) {
		let n = Ge.show(r, t);
		if (n instanceof HTMLElement) return Ut(n, ut), Ut(n, e.class), Jt(n, -10, -10, R, z), m.insertBefore(n, Ye[t]), n;
	}
	function Mt(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? rr(n) ? ti(te, $r(n, ne)) : n || j : n || Ii, e.label = e.label || (t ? Ci : Si);
		}
		if (Je || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || Oa || Bn, e.fillTo = K(e.fillTo || $i), e.pxAlign = +W(e.pxAlign, h), e.pxRound = ia(e.pxAlign), e.stroke = K(e.stroke || null), e.fill = K(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Ri(Dn(1, e.width), 1), n = e.points = J({}, {
				size: t,
				width: Dn(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: ka,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = K(n.show), n.filter = K(n.filter), n.fill = K(n.fill), n.stroke = K(n.stroke), n.paths = K(n.paths), n.pxAlign = e.pxAlign;
		}
		if (P) {
			let n = ge(e, t);
			ce.splice(t, 0, n[0]), le.splice(t, 0, n[1]), M.values.push(null);
		}
		if (F) {
			ae.splice(t, 0, null);
			let n = null;
			Je ? t == 0 && (n = wt(e, t)) : t > 0 && (n = wt(e, t)), Ye.splice(t, 0, n), Xe.splice(t, 0, 0), Ze.splice(t, 0, 0);
		}
		fa("addSeries", t);
	}
	function Nt(e, t) {
		t ??= v.length, e = i == 1 ? Ma(e, t, wi, Ui) : Ma(e, t, {}, Hi), v.splice(t, 0, e), Mt(v[t], t);
	}
	r.addSeries = Nt;
	function Pt(e) {
		if (v.splice(e, 1), P) {
			M.values.splice(e, 1), le.splice(e, 1);
			let t = ce.splice(e, 1)[0];
			ye(null, t.firstChild), t.remove();
		}
		F && (ae.splice(e, 1), Ye.splice(e, 1)[0].remove(), Xe.splice(e, 1), Ze.splice(e, 1)), fa("delSeries", e);
	}
	r.delSeries = Pt;
	let Lt = [
		!1,
		!1,
		!1,
		!1
	];
	function Bt(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = K(e.size), e.space = K(e.space), e.rotate = K(e.rotate), er(e.incrs) && e.incrs.forEach((e) => {
				!Jn.has(e) && Jn.set(e, Yn(e));
			}), e.incrs = K(e.incrs || (i.distr == 2 ? Nr : a ? _ == 1 ? Ur : Kr : Pr)), e.splits = K(e.splits || (a && i.distr == 1 ? re : i.distr == 3 ? Di : i.distr == 4 ? Oi : Ei)), e.stroke = K(e.stroke), e.grid.stroke = K(e.grid.stroke), e.ticks.stroke = K(e.ticks.stroke), e.border.stroke = K(e.border.stroke);
			let o = e.values;
			e.values = er(o) && !er(o[0]) ? K(o) : a ? er(o) ? Xr(te, Yr(o, ne)) : rr(o) ? Zr(te, o) : o || ie : o || Ti, e.filter = K(e.filter || (i.distr >= 3 && i.log == 10 ? Pi : i.distr == 3 && i.log == 2 ? Fi : zn)), e.font = Va(e.font), e.labelFont = Va(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Lt[t] = !0, e._el = Kt(at, f));
		}
	}
	function Vt(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? wn(xi.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? wn(Li.size / 2) : 0), l;
	}
	let Ht = r.padding = (e.padding || [
		Vt,
		Vt,
		Vt,
		Vt
	]).map((e) => K(W(e, Vt))), qt = r._padding = Ht.map((e, t) => e(r, t, Lt, 0)), Yt, H = null, U = null, Qt = i == 1 ? v[0].idxs : null, nn = null, rn = !1;
	function an(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			Yt = 0;
			for (let e = 1; e < v.length; e++) Yt += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), nn = t[0], Yt = nn.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(Yt);
				for (let e = 0; e < Yt; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (_r(!0), fa("setData"), O == 2 && (Pe = !0), n !== !1) {
			let e = D;
			e.auto(r, rn) ? on() : ri(S, e.min, e.max), Fe ||= N.left >= 0, Le = !0, Sr();
		}
	}
	r.setData = an;
	function on() {
		rn = !0;
		let e, n;
		i == 1 && (Yt > 0 ? (H = Qt[0] = 0, U = Qt[1] = Yt - 1, e = t[0][H], n = t[0][U], O == 2 ? (e = H, n = U) : e == n && (O == 3 ? [e, n] = ln(e, e, D.log, !1) : O == 4 ? [e, n] = un(e, e, D.log, !1) : D.time ? n = e + wn(86400 / _) : [e, n] = hn(e, n, dn, !0))) : (H = Qt[0] = e = null, U = Qt[1] = n = null)), ri(S, e, n);
	}
	let sn, pn, mn, _n, vn, yn, bn, Cn, kn, jn;
	function Pn(e, t, n, r, i, a) {
		e ??= Tt, n ??= Qn, r ??= "butt", i ??= Tt, a ??= "round", e != sn && (d.strokeStyle = sn = e), i != pn && (d.fillStyle = pn = i), t != mn && (d.lineWidth = mn = t), a != vn && (d.lineJoin = vn = a), r != yn && (d.lineCap = yn = r), n != _n && d.setLineDash(_n = n);
	}
	function Ln(e, t, n, r) {
		t != pn && (d.fillStyle = pn = t), e != bn && (d.font = bn = e), n != Cn && (d.textAlign = Cn = n), r != kn && (d.textBaseline = kn = r);
	}
	function Rn(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, rn) && (t == null || t.min == null)) {
			let t = W(H, 0), r = W(U, i.length - 1), o = n.min == null ? cn(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = En(e.min, n.min = o[0]), e.max = Dn(e.max, n.max = o[1]);
		}
	}
	let Un = {
		min: null,
		max: null
	};
	function Wn() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, rn)) && (A[e] = Un);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = Un);
		}
		A[S] != null && _r(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = cr(b[t], ar);
				if (n.min != null) J(a, n);
				else if (t != S || i == 2) {
					if (Yt == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = G, a.max = -Infinity;
				}
			}
		}
		if (Yt > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], H = tn(s.min, t[0]), U = tn(s.max, t[0]), U - H > 1 && (t[0][H] < s.min && H++, t[0][U] > s.max && U--), n.min = nn[H], n.max = nn[U];
					} else n.show && n.auto && Rn(s, o, n, t[a], n.sorted);
					n.idxs[0] = H, n.idxs[1] = U;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && Rn(u, A[o], r, c, r.sorted), d != null && Rn(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = A[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == G ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? An(i.min) : e == 4 ? Nn(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? An(i.max) : e == 4 ? Nn(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) Pe = !0, fa("setScale", e);
			F && N.left >= 0 && (Fe = Le = !0);
		}
		for (let e in A) A[e] = null;
	}
	function Kn(e) {
		let t = Fn(H - 1, 0, Yt - 1), n = Fn(U + 1, 0, Yt - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < Yt - 1;) n++;
		return [t, n];
	}
	function qn() {
		if (Yt > 0) {
			let e = v.some((e) => e._focus) && jn != Ke.alpha;
			e && (d.globalAlpha = jn = Ke.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Xn(n, !1), Xn(n, !0), e._paths == null)) {
					let a = jn;
					jn != e.alpha && (d.globalAlpha = jn = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Kn(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), jn != a && (d.globalAlpha = jn = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = jn;
					jn != e.alpha && (d.globalAlpha = jn = e.alpha), e._paths != null && tr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, H, U, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, H, U, a), tr(t, !0));
					}
					jn != n && (d.globalAlpha = jn = n), fa("drawSeries", t);
				}
			}), e && (d.globalAlpha = jn = 1);
		}
	}
	function Xn(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function tr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = q(l * B, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = Oe - l / 2, t = ke - l / 2, n = Ae + l, r = je + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? sr(s, l, n.dash, n.cap, c, r, i, o, a) : or(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function or(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Zn).band;
				er(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && gn(g, H, U) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, sr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || sr(n, i, a, o, s, c, l, u, d, f);
	}
	function sr(e, t, n, r, i, a, o, s, c, l, u, f) {
		Pn(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), ur(i, o), lr(e, a, t)) : s & Xi ? (ur(i, o), d.clip(f), lr(e, a, t)) : s & Yi && (d.save(), d.clip(f), u && d.clip(u), ur(i, o), d.restore(), lr(e, a, t)) : (ur(i, o), lr(e, a, t)), (c || l || f) && d.restore();
	}
	function lr(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = sn = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function ur(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = pn = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function dr(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = Ba(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function fr(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), Pn(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function pr(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, _r(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, _r(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = dr(i, c, l, s == 0 ? R : z);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => nn[e]) : p, h = a.distr == 2 ? nn[p[1]] - nn[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = Tn(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function hr(e) {
		let t = !0;
		return Ht.forEach((n, i) => {
			let a = n(r, i, Lt, e);
			a != qt[i] && (t = !1), qt[i] = a;
		}), t;
	}
	function gr() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = wn((t._lpos + s) * B);
				Ln(t.labelFont[0], c, "center", n == 2 ? bt : xt), d.save(), i == 1 ? (a = o = 0, d.translate(p, wn(ke + je / 2)), d.rotate((n == 3 ? -xn : xn) / 2)) : (a = wn(Oe + Ae / 2), o = p);
				let m = In(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? Ae : je, h = i == 0 ? Oe : ke, _ = t._splits, v = p.distr == 2 ? _.map((e) => nn[e]) : _, x = p.distr == 2 ? nn[_[1]] - nn[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = wn(w * B), E = wn((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * B), D = t._rotate * -xn / 180, O = g(t._pos * B), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			Ln(ee, c, t.align == 1 ? St : t.align == 2 ? Ct : D > 0 ? St : D < 0 ? Ct : i == 0 ? "center" : n == 3 ? Ct : St, D || i == 1 ? "middle" : n == 2 ? bt : xt);
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
			S.show && fr(te, S.filter(r, v, e, f, x), i, n, O, T, q(S.width * B, 3), S.stroke(r, e), S.dash, S.cap);
			let re = t.grid;
			re.show && fr(te, re.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? ke : Oe, i == 0 ? je : Ae, q(re.width * B, 3), re.stroke(r, e), re.dash, re.cap), C.show && fr([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? ke : Oe, i == 1 ? je : Ae, q(C.width * B, 3), C.stroke(r, e), C.dash, C.cap);
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
		vr ||= (mr(wr), !0);
	}
	function Cr(e, t = !1) {
		vr = !0, yr = t, e(r), wr(), t && br.length > 0 && queueMicrotask(xr);
	}
	r.batch = Cr;
	function wr() {
		if (Me &&= (Wn(), !1), Pe &&= (Be(), !1), Ne) {
			if (V(p, St, Se), V(p, bt, Ce), V(p, vt, R), V(p, yt, z), V(m, St, Se), V(m, bt, Ce), V(m, vt, R), V(m, yt, z), V(f, vt, be), V(f, yt, xe), u.width = wn(be * B), u.height = wn(xe * B), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						V(e, a ? "left" : "top", r - t), V(e, a ? "width" : "height", n), V(e, a ? "top" : "left", a ? Ce : Se), V(e, a ? "height" : "width", a ? z : R), Wt(e, ot);
					} else Ut(e, ot);
				}
			}), sn = pn = mn = vn = yn = bn = Cn = kn = _n = null, jn = 1, Bi(!0), Se != we || Ce != Te || R != Ee || z != De) {
				_r(!1);
				let e = R / Ee, t = z / De;
				if (F && !Fe && N.left >= 0) {
					N.left *= e, N.top *= t, kr && Jt(kr, wn(N.left), 0, R, z), Ar && Jt(Ar, 0, wn(N.top), R, z);
					for (let n = 0; n < Ye.length; n++) {
						let r = Ye[n];
						r != null && (Xe[n] *= e, Ze[n] *= t, Jt(r, Tn(Xe[n]), Tn(Ze[n]), R, z));
					}
				}
				if (Q.show && !Ie && Q.left >= 0 && Q.width > 0) {
					Q.left *= e, Q.width *= e, Q.top *= t, Q.height *= t;
					for (let e in Zi) V(Hr, e, Q[e]);
				}
				we = Se, Te = Ce, Ee = R, De = z;
			}
			fa("setSize"), Ne = !1;
		}
		be > 0 && xe > 0 && (d.clearRect(0, 0, u.width, u.height), fa("drawClear"), w.forEach((e) => e()), fa("draw")), Q.show && Ie && (Qr(Q), Ie = !1), F && Fe && (Ni(null, !0, !1), Fe = !1), M.show && M.live && Le && (ji(), Le = !1), c || (c = !0, r.status = 1, fa("ready")), rn = !1, vr = !1;
	}
	r.redraw = (e, t) => {
		Pe = t || !1, e === !1 ? Sr() : ri(S, D.min, D.max);
	};
	function Tr(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (Yt == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (Yt > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && Yt > 0 && (n.min = tn(n.min, t[0]), n.max = tn(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, Me = !0, Sr();
		}
	}
	r.setScale = Tr;
	let Dr, Or, kr, Ar, jr, Mr, Fr, Ir, Lr, Rr, Y, X, zr = !1, Z = N.drag, Br = Z.x, Vr = Z.y;
	F && (N.x && (Dr = Kt(ct, m)), N.y && (Or = Kt(lt, m)), D.ori == 0 ? (kr = Dr, Ar = Or) : (kr = Or, Ar = Dr), Y = N.left, X = N.top);
	let Q = r.select = J({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Hr = Q.show ? Kt(st, Q.over ? m : p) : null;
	function Qr(e, t) {
		if (Q.show) {
			for (let t in e) Q[t] = e[t], t in Zi && V(Hr, t, e[t]);
			t !== !1 && fa("setSelect");
		}
	}
	r.setSelect = Qr;
	function ni(e) {
		if (v[e].show) P && Wt(ce[e], ot);
		else if (P && Ut(ce[e], ot), F) {
			let t = Je ? Ye[0] : Ye[e];
			t != null && Jt(t, -10, -10, R, z);
		}
	}
	function ri(e, t, n) {
		Tr(e, {
			min: t,
			max: n
		});
	}
	function ai(e, t, n, a) {
		t.focus != null && hi(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, ni(r), i == 2 ? (ri(n.facets[0].scale, null, null), ri(n.facets[1].scale, null, null)) : ri(n.scale, null, null), Sr());
		}), n !== !1 && fa("setSeries", e, t), a && ga("setSeries", r, e, t);
	}
	r.setSeries = ai;
	function oi(e, t) {
		J(x[e], t);
	}
	function si(e, t) {
		e.fill = K(e.fill || null), e.dir = W(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function ci(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = si, r.setBand = oi, r.delBand = ci;
	function li(e, t) {
		v[e].alpha = t, F && Ye[e] != null && (Ye[e].style.opacity = t), P && ce[e] && (ce[e].style.opacity = t);
	}
	let ui, di, fi, mi = { focus: !0 };
	function hi(e) {
		if (e != fi) {
			let t = e == null, n = Ke.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && li(a, i ? 1 : Ke.alpha);
				}
			}), fi = e, n && Sr();
		}
	}
	P && qe && ve(At, L, (e) => {
		N._lock || (We(e), fi != null && ai(null, mi, !0, $.setSeries));
	});
	function gi(e, t, n) {
		let r = b[t];
		n && (e = e / B - (r.ori == 1 ? Ce : Se));
		let i = R;
		r.ori == 1 && (i = z, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? On(10, c) : l == 4 ? Mn(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function _i(e, n) {
		return tn(gi(e, S, n), t[0], H, U);
	}
	r.valToIdx = (e) => tn(e, t[0]), r.posToIdx = _i, r.posToVal = gi, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? Ae : R, n ? Oe : 0) : o(e, b[t], n ? je : z, n ? ke : 0), r.setCursor = (e, t, n) => {
		Y = e.left, X = e.top, Ni(null, t, n);
	};
	function vi(e, t) {
		V(Hr, St, Q.left = e), V(Hr, vt, Q.width = t);
	}
	function yi(e, t) {
		V(Hr, bt, Q.top = e), V(Hr, yt, Q.height = t);
	}
	let bi = D.ori == 0 ? vi : yi, ki = D.ori == 1 ? vi : yi;
	function Ai() {
		if (P && M.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && de) continue;
			let t = M.values[e], n = 0;
			for (let r in t) le[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function ji(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			ae[t] = e;
		}) : nr(e.idx) || ae.fill(e.idx), M.idx = ae[0]), P && M.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !de) && Mi(e, ae[e]);
			Ai();
		}
		Le = !1, t !== !1 && fa("setLegend");
	}
	r.setLegend = ji;
	function Mi(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? nn : t[e], o;
		de ? o = i.values(r, e, n) ?? fe : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? fe : { _: o }), M.values[e] = o;
	}
	function Ni(e, n, a) {
		Lr = Y, Rr = X, [Y, X] = N.move(r, Y, X), N.left = Y, N.top = X, F && (kr && Jt(kr, wn(Y), 0, R, z), Ar && Jt(Ar, 0, wn(X), R, z));
		let o, s = H > U;
		ui = G, di = null;
		let c = D.ori == 0 ? R : z, l = D.ori == 1 ? R : z;
		if (Y < 0 || Yt == 0 || s) {
			o = N.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = Ye[e];
				t != null && Jt(t, -10, -10, R, z);
			}
			qe && ai(null, mi, !0, e == null && $.setSeries), M.live && (ae.fill(o), Le = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? Y : X, n = gi(e, S), o = N.idx = tn(n, t[0], H, U), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = ae[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = N.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (Le = Le || S != y || x != _, ae[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (qe && S != null) {
						let t = D.ori == 1 ? Y : X, n = Sn(Ke.dist(r, e, x, _, t));
						if (n < ui) {
							let r = Ke.bias;
							if (r != 0) {
								let i = gi(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (ui = n, di = e);
							} else ui = n, di = e;
						}
					}
					if (Le || Je) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = Ge.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = Ge.size(r, e);
						if (v = Ge.fill(r, e), g = Ge.stroke(r, e), Je) e == di && ui <= Ke.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = Ye[e];
							t != null && (Xe[e] = c, Ze[e] = l, Zt(t, a, o, y), Xt(t, v, g), Jt(t, Tn(c), Tn(l), R, z));
						}
					}
				}
			}
			if (Je) {
				let e = Ke.prox;
				if (Le || (fi == null ? ui <= e : ui > e || di != fi)) {
					let e = Ye[0];
					e != null && (Xe[0] = s, Ze[0] = u, Zt(e, d, f, p), Xt(e, m, h), Jt(e, Tn(s), Tn(u), R, z));
				}
			}
		}
		if (Q.show && zr) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (Br = s._x, Vr = s._y, Br || Vr) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && Br ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), bi(En(v, y), Sn(y - v))) : bi(0, c), S && Vr ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), ki(En(v, y), Sn(y - v))) : ki(0, l);
				} else Qi();
			} else {
				let e = Sn(Lr - jr), t = Sn(Rr - Mr);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				Br = Z.x && e >= Z.dist, Vr = Z.y && t >= Z.dist;
				let n = Z.uni;
				n == null ? Z.x && Z.y && (Br || Vr) && (Br = Vr = !0) : Br && Vr && (Br = e >= n, Vr = t >= n, !Br && !Vr && (t > e ? Vr = !0 : Br = !0));
				let r, i;
				Br && (D.ori == 0 ? (r = Fr, i = Y) : (r = Ir, i = X), bi(En(r, i), Sn(i - r)), Vr || ki(0, l)), Vr && (D.ori == 1 ? (r = Fr, i = Y) : (r = Ir, i = X), ki(En(r, i), Sn(i - r)), Br || bi(0, c)), !Br && !Vr && (bi(0, 0), ki(0, 0));
			}
		}
		if (Z._x = Br, Z._y = Vr, e == null) {
			if (a) {
				if (ma != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : gi(D.ori == 0 ? Y : X, e), $.values[1] = t == null ? null : gi(D.ori == 1 ? Y : X, t);
				}
				ga(Et, r, Y, X, R, z, o);
			}
			if (qe) {
				let e = a && $.setSeries, t = Ke.prox;
				fi == null ? ui <= t && ai(di, mi, !0, e) : ui > t ? ai(null, mi, !0, e) : di != fi && ai(di, mi, !0, e);
			}
		}
		Le && (M.idx = o, ji()), n !== !1 && fa("setCursor");
	}
	let zi = null;
	Object.defineProperty(r, "rect", { get() {
		return zi ?? Bi(!1), zi;
	} });
	function Bi(e = !1) {
		e ? zi = null : (zi = m.getBoundingClientRect(), fa("syncRect", zi));
	}
	function Vi(e, t, n, r, i, a, o) {
		N._lock || zr && e != null && e.movementX == 0 && e.movementY == 0 || (qi(e, t, n, r, i, a, o, !1, e != null), e == null ? Ni(t, !0, !1) : Ni(null, !0, !0));
	}
	function qi(e, t, n, i, a, o, c, l, u) {
		if (zi ?? Bi(!1), We(e), e != null) n = e.clientX - zi.left, i = e.clientY - zi.top;
		else {
			if (n < 0 || i < 0) {
				Y = -10, X = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? R : z, _ = D.ori == 1 ? R : z, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == Et) && ((n <= 1 || n >= R - 1) && (n = Gn(n, R)), (i <= 1 || i >= z - 1) && (i = Gn(i, z))), l ? (jr = n, Mr = i, [Fr, Ir] = N.move(r, n, i)) : (Y = n, X = i);
	}
	let Zi = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function Qi() {
		Qr(Zi, !1);
	}
	let ea, ta, na, ra;
	function aa(e, t, n, i, a, o, s) {
		zr = !0, Br = Vr = Z._x = Z._y = !1, qi(e, t, n, i, a, o, s, !0, !1), e != null && (ve(Ot, Rt, oa, !1), ga(Dt, r, Fr, Ir, R, z, null));
		let { left: c, top: l, width: u, height: d } = Q;
		ea = c, ta = l, na = u, ra = d;
	}
	function oa(e, t, n, i, a, o, s) {
		zr = Z._x = Z._y = !1, qi(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Q, f = u > 0 || d > 0, p = ea != c || ta != l || na != u || ra != d;
		if (f && p && Qr(Q), Z.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), Br && ri(S, gi(e, S), gi(e + t, S)), Vr) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != G && ri(e, gi(n + r, e), gi(n, e));
			}
			Qi();
		} else N.lock && (N._lock = !N._lock, Ni(t, !0, e != null));
		e != null && (ye(Ot, Rt), ga(Ot, r, Y, X, R, z, null));
	}
	function sa(e, t, n, r, i, a, o) {
		if (N._lock) return;
		We(e);
		let s = zr;
		if (zr) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = Br, r = Vr) : (n = Vr, r = Br), n && r && (e = Y <= 10 || Y >= R - 10, t = X <= 10 || X >= z - 10), n && e && (Y = Y < Fr ? 0 : R), r && t && (X = X < Ir ? 0 : z), Ni(null, !0, !0), zr = !1;
		}
		Y = -10, X = -10, ae.fill(null), Ni(null, !0, !0), s && (zr = s);
	}
	function ca(e, t, n, i, a, o, s) {
		N._lock || (We(e), on(), Qi(), e != null && ga(jt, r, Y, X, R, z, null));
	}
	function la() {
		y.forEach(Ha), Re(r.width, r.height, !0);
	}
	$t(Ft, zt, la);
	let ua = {};
	ua.mousedown = aa, ua.mousemove = Vi, ua.mouseup = oa, ua.dblclick = ca, ua.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && ai(n, i, !0, !1);
	}, F && (ve(Dt, m, aa), ve(Et, m, Vi), ve(kt, m, (e) => {
		We(e), Bi(!1);
	}), ve(At, m, sa), ve(jt, m, ca), Ea.add(r), r.syncRect = Bi);
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
	let pa = (e, t, n) => n, $ = J({
		key: null,
		setSeries: !1,
		filters: {
			pub: Vn,
			sub: Vn
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Hn,
			Hn,
			pa
		],
		values: [null, null]
	}, N.sync);
	$.match.length == 2 && $.match.push(pa), N.sync = $;
	let ma = $.key, ha = Ji(ma);
	function ga(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ha.pub(e, t, n, r, i, a, o);
	}
	ha.sub(r);
	function _a(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && ua[e](null, t, n, r, i, a, o);
	}
	r.pub = _a;
	function va() {
		ha.unsub(r), Ea.delete(r), _e.clear(), en(Ft, zt, la), l.remove(), L?.remove(), fa("destroy");
	}
	r.destroy = va;
	function ya() {
		fa("init", e, t), an(t || e.data, !1), A[S] ? Tr(S, A[S]) : on(), Ie = Q.show && (Q.width > 0 || Q.height > 0), Fe = Le = !0, Re(e.width, e.height);
	}
	return v.forEach(Mt), y.forEach(Bt), n ? n instanceof HTMLElement ? (n.appendChild(l), ya()) : n(r, ya) : ya(), r;
}
Ua.assign = J, Ua.fmtNum = yn, Ua.rangeNum = hn, Ua.rangeLog = ln, Ua.rangeAsinh = un, Ua.orient = Zi, Ua.pxRatio = B, Ua.join = pr, Ua.fmtDate = Er, Ua.tzDate = Or, Ua.sync = Ji;
{
	Ua.addGap = na, Ua.clipGaps = ta;
	let e = Ua.paths = { points: ha };
	e.linear = ya, e.stepped = ba, e.bars = Sa, e.spline = wa;
}
// src/theme.ts
function Wa(e) {
	return getComputedStyle(document.documentElement).getPropertyValue(e).trim();
}
var Ga = 8;
function Ka(e) {
	return Wa(`--run-${e % Ga}`);
}
// src/views/charts.ts
var qa = class {
	root;
	controller;
	charts = [];
	selectedStep = null;
	tracedSteps = [];
	shown = [];
	smoothing = 0;
	constructor(e, t, n, i, a) {
		this.root = e, this.controller = n, r(e, () => this.resize()), t.watch([i], (e) => {
			this.show(e[i], e.steps.map((e) => e.step)), this.select(e.step);
		}), t.watch(["steps"], (e) => this.marks(e.steps.map((e) => e.step))), t.watch(["step"], (e) => this.select(e.step)), t.watch(["dark"], () => this.restyle()), a && (this.smoothing = t.state.smoothing, t.watch(["smoothing"], (e) => this.setSmoothing(e.smoothing)));
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
			let o = new Ua(this.options(t, n), this.data(n), t);
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
			let t = e.map((e) => g(e[2]));
			return [
				e.map((e) => e[0]),
				t,
				fe(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Ua.join(t);
	}
	legend(t) {
		let n = e("div", "run-legend");
		for (let [r, i] of t.entries()) {
			let t = e("span"), a = e("span", "swatch");
			a.style.background = Ka(r), t.append(a, i), n.append(t);
		}
		return n;
	}
	options(e, t) {
		let n = Wa("--chart-grid"), r = {
			stroke: Wa("--chart-axis"),
			grid: { stroke: n },
			ticks: { stroke: n }
		}, i = t.runs.flatMap(({ run: e }, t) => {
			let n = Ka(t);
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
		t.save(), t.fillStyle = Wa("--chart-mark");
		let o = 4 * devicePixelRatio, s = pe(this.tracedSteps, (t) => e.valToPos(t, "x", !0) - n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = Wa("--chart-cursor"), t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
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
function Ja(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var Ya = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function Xa(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
function Za(e) {
	return e.replace(Ya, Xa);
}
function Qa(e) {
	return e === "" ? "∅" : Za(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/model/colors.ts
var $a = [
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
], eo = [
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
function to(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var no = [
	160,
	160,
	160
];
function ro(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function io(e, t) {
	let n = ro(e, t);
	return Number.isNaN(n) ? no : to(e.kind === "sequential" ? $a : eo, n);
}
function ao(e, t) {
	let n = ro(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function oo(e) {
	let t = [`${e}.missing { background: ${co(no)}; color: #000; }`];
	for (let [n, r] of [["sequential", $a], ["diverging", eo]]) for (let i = 0; i < 64; i++) {
		let a = to(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${co(a)}; color: ${so(a)}; }`);
	}
	return t.join("\n");
}
function so(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function co(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function lo(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? $a : eo).map((e) => co(e)).join(", ")})`;
}
// src/views/tokens.ts
var uo = 24.7, fo = 7.9, po = class {
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
		this.trace = t, this.values = n, this.scale = r, this.outlined = i, this.element = e("div", "path"), this.starts = ae(t.tokenText, t.spans.map((e) => e.start)), this.spans = Array(t.tokenIds.length), this.observer = new IntersectionObserver((e) => {
			for (let t of e) t.isIntersecting && this.fill(Number(t.target.dataset.block));
		}, {
			root: this.element,
			rootMargin: "600px 0px"
		});
		for (let n = 0; n < this.starts.length; n++) {
			let r = y(t, this.starts[n]), i = r !== null && r.kind !== "policy", a = i ? this.splicedBlock(r, this.starts[n] === r.start) : e("div", "tok-block");
			a.dataset.block = String(n);
			let o = n + 1 < this.starts.length ? this.starts[n + 1] : t.tokenIds.length;
			r?.kind === "policy" && this.starts[n] === r.start && (a.dataset.turn = String(r.turn), a.append(e("span", "turn-label", `turn ${r.turn}`)));
			let s = 0;
			for (let e = this.starts[n]; e < o; e++) s += t.tokenText[e].length + 1;
			i || (a.style.minHeight = `${Math.ceil(s * fo / 900) * uo}px`), this.blocks.push(a), this.filled.push(!1), this.element.append(a), this.observer.observe(a);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(M(this.starts, e)), this.spans[e];
	}
	reveal(e) {
		let t = this.span(e).closest("details");
		t && !t.open && (t.open = !0);
	}
	splicedBlock(t, n) {
		let r = e("details", "tok-block spliced");
		r.dataset.kind = t.kind, r.dataset.turn = String(t.turn), t.tool_calls.some((e) => e.status !== "ok") && r.classList.add("failed");
		let i = e("summary", "spliced-summary", n ? b(t) : "(continued)");
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
			t.className = r && i ? `tok ${ao(i, r[a])}` : "tok", t.textContent = Qa(n.tokenText[a]), t.dataset.i = String(a), this.outlined?.(a) && t.classList.add("outlined"), n.responseMask && !n.responseMask[a] ? (t.classList.add("masked"), t.title = "not generated by the policy (response_mask 0)") : s && s[a] > .5 && (t.classList.add("rejected"), t.title = "rejected by verl's rollout correction: left out of training"), this.spans[a] = t, c.append(t);
		}
		a.append(c), a.style.minHeight = "", this.observer.unobserve(a);
	}
}, mo = class {
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
			n.textContent = Za(t.responseText), l.append(n);
		} else {
			let e = new po(t, i, a, c);
			e.element.classList.add("compact"), this.strips.push(e), l.append(e.element);
		}
		this.root.append(l);
	}
}, ho = class {
	controller;
	rows;
	summary;
	picker;
	constructor(t, n, r) {
		this.controller = r, this.picker = e("select", "compare-picker"), this.picker.setAttribute("aria-label", "compare this prompt with run"), this.picker.hidden = !0, this.picker.addEventListener("change", () => void r.comparePrompt(this.picker.value || null)), this.summary = e("div", "compare-summary");
		let i = e("div", "compare-rows");
		t.append(this.summary, i), this.rows = new mo(i), n.watch([
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
		let a = t.trace, o = Se(n.tokenIds, a.tokenIds);
		this.summary.append(this.describe(n, a, o, i, t.run));
		let s = o < 0 ? null : (e) => e === o;
		for (let [e, o] of [[i, n], [t.run, a]]) {
			let { values: t, scale: n } = A(o, r), a = e === i ? () => void this.controller.selectStep(o.step, o.sampleIndex) : () => void this.controller.selectRun(e, {
				step: o.step,
				sample: o.sampleIndex
			});
			this.rows.add(o, `${e} · step ${o.step} · #${o.sampleIndex} · score ${Ja(o.score)}`, a, t, n, "compare-row", {
				run: e,
				step: String(o.step)
			}, s);
		}
	}
	describe(t, n, r, i, a) {
		let o = e("div", "compare-line");
		if (o.dataset.divergence = String(r), r < 0) return o.textContent = `Both runs chose the same ${t.tokenIds.length} tokens.`, o;
		let { ours: s, theirs: c } = Ce(t, n, r);
		return o.append(`The responses agree on ${r} token${r === 1 ? "" : "s"}; at token ${r} `, ...this.choice(i, s, c.text), "; ", ...this.choice(a, c, s.text), "."), o;
	}
	choice(t, n, r) {
		if (n.text === null) return [`${t}'s response has ended`];
		let i = [`${t} chose `, e("span", "compare-token", Qa(n.text))];
		return n.prob !== null && i.push(` (p ${Ja(n.prob, 3)})`), r !== null && i.push(" and gave ", e("span", "compare-token", Qa(r)), n.probOfOther === null ? " a probability below its top-k" : ` p ${Ja(n.probOfOther, 3)}`), i;
	}
}, go = 5, _o = class {
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
			let n = T(t, e);
			return n && v(t, n);
		}, r = n("advantage");
		if (r) {
			let { top: e, bottom: t } = F(r, go, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", t);
		}
		let i = n("token_reward");
		i && this.addList("reward", "reward landed on", I(i, go));
		let a = n("kl");
		a && this.addList("kl", "furthest from the reference (KL)", F(a, go, !0).top);
		let o = n("mismatch");
		if (o) {
			this.addList("mismatch", "trainer vs rollout (mismatch)", I(o, go));
			let t = ue(o), n = t && de(t.mean, t.spread);
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
		r.append("Token ", e("span", "source-token", Qa(n.tokenText[t] ?? "")), ` (position ${t}) drew on (${n.attribution.method}):`);
		let i = e("ol", "source-list");
		for (let r of h(n, t)) {
			let t = e("li", "source");
			t.dataset.part = r.part, t.dataset.index = String(r.index);
			let n = e("span", r.weight >= 0 ? "source-bar positive" : "source-bar negative");
			n.style.width = `${Math.max(2, Math.abs(r.weight) * 100)}%`;
			let a = e("span", "source-track");
			a.append(n), t.append(e("span", "source-where", `${r.part} ${r.index}`), e("span", "source-text", Qa(r.text)), a, e("span", "source-weight", Ja(r.weight, 3))), r.part === "response" && (t.classList.add("clickable"), t.addEventListener("click", () => this.store.set({ token: r.index }))), i.append(t);
		}
		this.sources.append(r, i);
	}
	addList(t, n, r) {
		if (!this.trace || r.length === 0) return;
		let i = e("div", "credit-list");
		i.dataset.kind = t, i.append(e("span", "credit-title", n));
		for (let t of r) {
			let n = e("button", "credit-chip");
			n.dataset.i = String(t.position), n.append(e("span", "chip-text", Qa(this.trace.tokenText[t.position] ?? "")), e("span", "chip-value", Ja(t.value, 3))), n.title = `position ${t.position}`, n.addEventListener("click", () => this.store.set({ token: t.position })), i.append(n);
		}
		this.lists.append(i);
	}
}, vo = [
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
], yo = class {
	root;
	store;
	plot = null;
	syncing = !1;
	constructor(e, t) {
		this.root = e, this.store = t, r(e, () => this.plot?.setSize({
			width: this.width(),
			height: 160
		})), t.watch(["trace", "dark"], (e) => this.show(e.trace)), t.watch(["token"], (e) => this.point(e.token ?? -1));
	}
	show(t) {
		if (this.plot?.destroy(), this.plot = null, this.root.replaceChildren(), !t || t.tokenIds.length === 0) return;
		let n = se(t);
		if (n.length === 0) return;
		let r = e("div", "chart-title");
		r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(t.tokenIds, (e, t) => t), a = oe(t), o = Wa("--turn-boundary"), s = Wa("--chart-axis"), c = { stroke: Wa("--chart-grid") };
		this.plot = new Ua({
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
				incrs: vo
			}, {
				stroke: s,
				grid: c,
				size: 48
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: Wa(`--curve-${e.field}`),
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
};
// src/model/knobs.ts
function bo(e) {
	let t = Object.keys(e), n = (e) => e.slice(e.lastIndexOf(".") + 1), r = /* @__PURE__ */ new Map();
	for (let e of t) r.set(n(e), (r.get(n(e)) ?? 0) + 1);
	return t.map((t) => ({
		label: r.get(n(t)) === 1 ? n(t) : t,
		name: t,
		value: String(e[t])
	}));
}
// src/views/exploration.ts
var xo = 160, So = class {
	root;
	data = null;
	selected = null;
	heatmap;
	canvas;
	title;
	shiftNote;
	fold;
	body;
	constructor(t, n, i) {
		this.root = t, this.heatmap = e("div"), this.shiftNote = e("div", "note shift-note"), this.shiftNote.hidden = !0, this.fold = e("button", "fold-button"), this.fold.addEventListener("click", () => n.set({ explorationFolded: !n.state.explorationFolded }));
		let a = e("div", "charts");
		this.body = e("div", "exploration-body"), this.body.append(this.heatmap, a), t.append(this.fold, this.shiftNote, this.body), t.hidden = !0, new qa(a, n, i, "explorationSeries", !1), this.title = e("div", "chart-title"), this.canvas = e("canvas", "entropy-heatmap"), this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = be(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
			n.set({ metric: "entropy" }), i.selectNearest(this.data.steps[t]);
		}), r(t, () => this.draw()), n.watch(["exploration"], (e) => this.show(e.exploration)), n.watch(["explorationSeries"], (e) => this.showShift(e.explorationSeries)), n.watch(["explorationSeries", "explorationFolded"], (e) => this.showFold(e)), this.showFold(n.state), n.watch(["step"], (e) => {
			this.selected = e.step, this.draw();
		});
	}
	show(e) {
		if (this.data = e, this.heatmap.replaceChildren(), this.root.hidden = e === null, !e) return;
		let t = e.edges[e.edges.length - 1];
		this.title.textContent = `Exploration: per-token entropy over training (0 to ${t.toFixed(2)} nats, bottom to top; colour = share of the step's tokens; click a step)`, this.heatmap.append(this.title, this.knobs(e.knobs), this.canvas), this.draw();
	}
	knobs(t) {
		let n = e("div", "knobs"), r = bo(t);
		if (r.length === 0) return n;
		n.append(e("span", "knobs-title", "Knobs (HParams):"));
		for (let t of r) {
			let r = e("span", "knob");
			r.title = t.name, r.append(e("span", "knob-name", t.label), e("span", "knob-value", t.value)), n.append(r);
		}
		return n;
	}
	showFold({ explorationFolded: e, explorationSeries: t }) {
		this.body.hidden = e, this.fold.setAttribute("aria-expanded", String(!e));
		let n = t.length ? ` and ${t.length} charts` : "";
		this.fold.textContent = e ? `▸ Exploration (entropy heatmap${n}, folded: click to show)` : "▾ Exploration", this.fold.title = e ? "show the Exploration section" : "fold the Exploration section away";
	}
	showShift(e) {
		let t = (t) => e.find((e) => e.tag === t)?.runs[0]?.points ?? [], n = xe(t("mismatch/log_ratio/mean"), t("mismatch/log_ratio/std"));
		this.shiftNote.hidden = n === null, this.shiftNote.textContent = n ? `Training–inference mismatch, ${n.count} of ${n.of} steps (latest: step ${n.step}). ${n.note}` : "";
	}
	draw() {
		let e = this.data;
		if (!e || e.steps.length === 0) return;
		let t = Math.max(200, this.root.clientWidth - 8), n = window.devicePixelRatio || 1;
		this.canvas.width = t * n, this.canvas.height = xo * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${xo}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = xo / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = co(io(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, xo - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = d(i, (t) => e.steps[t], this.selected);
			r.strokeStyle = Wa("--heatmap-cursor"), r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
}, Co = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new mo(t), this.button = e("button", "view-button group-button"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showGroup()), n.watch(["trace", "stepDetail"], ({ trace: e, stepDetail: t }) => {
			let n = e && t && e.groupId ? Pe(t.samples, e.groupId) : [];
			this.button.hidden = n.length < 2, this.button.textContent = `Compare the ${n.length} responses of this group`;
		}), n.watch(["group", "metric"], ({ group: e, metric: t }) => this.show(e, t));
	}
	show(t, n) {
		if (this.rows.clear(), !t) return;
		let { groupId: r, traces: i } = t, a = e("div", "chart-title");
		a.textContent = `group ${r}: ${i.length} recorded responses to the same prompt`, this.rows.root.append(a);
		for (let e of i) {
			let { values: t, scale: r } = A(e, n);
			this.rows.add(e, `#${e.sampleIndex} · score ${Ja(e.score)} · mean advantage ${Ja(le(e.fields.get("advantage")))}`, () => void this.controller.selectSample(e.sampleIndex), t, r, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, wo = 14, To = {
	kind: "sequential",
	min: 0,
	max: 1
}, Eo = class {
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
			let t = this.start + Math.floor(e.offsetX / wo);
			this.trace && t < this.trace.tokenIds.length && this.store.set({ token: t });
		}), this.root.append(n, r), this.canvas = r, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / wo)), o = t.tokenIds.length;
		this.start = N(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * wo * c, e.height = n * wo * c, e.style.width = `${s * wo}px`, e.style.height = `${n * wo}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = co(io(To, Math.exp(i[a * n + o]))), l.fillRect(e * wo, o * wo, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * wo + 1, o * wo + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * wo + .5, .5, 13, n * wo - 1));
		}
	}
}, Do = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new mo(t), this.button = e("button", "view-button history-button", "Follow this prompt across training"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showHistory()), n.watch(["trace"], ({ trace: e }) => {
			this.button.hidden = e === null;
		}), n.watch(["history"], ({ history: e }) => this.show(e));
	}
	show(t) {
		if (this.rows.clear(), !t) return;
		let { promptText: n, traces: r, occurrences: i } = t, a = e("div", "chart-title"), o = new Set(r.map((e) => e.step)).size;
		a.textContent = `${i} recorded response${i === 1 ? "" : "s"} to this prompt` + (r.length < i ? ` (${r.length} shown, evenly spread over ${o} steps)` : ` over ${o} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let s = e("div", "prompt");
		s.textContent = Za(n), this.rows.root.append(a, s);
		let c = null;
		for (let e of r) {
			let t = ce(e, c);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${Ja(e.score)}`, () => void this.controller.selectStep(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), c = e;
		}
	}
};
function Oo(e, t, n) {
	return Math.max(t, Math.min(n, e));
}
function ko(e, t, n, r) {
	let i = Oo(e.top, 8, Math.max(8, r.height - n.height - 8)), a = t.left - 8 - n.width;
	if (a >= 8) return {
		left: a,
		top: i
	};
	let o = t.left + t.width + 8;
	if (o + n.width + 8 <= r.width) return {
		left: o,
		top: i
	};
	let s = Oo(e.left, 8, Math.max(8, r.width - n.width - 8)), c = e.top + e.height + 8, l = e.top - 8 - n.height;
	return c + n.height + 8 <= r.height ? {
		left: s,
		top: c
	} : l >= 8 ? {
		left: s,
		top: l
	} : {
		left: s,
		top: Oo(c, 8, Math.max(8, r.height - n.height - 8))
	};
}
// src/views/path.ts
var Ao = !1;
function jo() {
	if (Ao) return;
	Ao = !0;
	let t = e("style");
	t.textContent = oo(".tok"), document.head.append(t);
}
var Mo = class {
	root;
	store;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(t, r) {
		this.root = t, this.store = r, this.card = e("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), jo(), r.watch([
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
		let r = k(t);
		this.metric = r.find((e) => e.key === n) ?? r[0];
		let i = e("div", "path-header"), a = e("select", "metric-picker");
		a.setAttribute("aria-label", "colour tokens by");
		for (let n of r) {
			let r = e("option", void 0, n.label);
			r.value = n.key, r.disabled = n.values(t) === null, r.selected = n.key === this.metric.key, a.append(r);
		}
		a.addEventListener("change", () => this.store.set({ metric: a.value })), i.append(e("span", "label", "colour by"), a);
		let { values: o, scale: s } = A(t, this.metric.key);
		i.append(this.legend(o));
		let c = [`step ${t.step}`, `sample ${t.sampleIndex}`];
		t.groupId && c.push(`group ${Ne(t.groupId)}`), t.score !== null && c.push(`score ${Ja(t.score)}`);
		let l = t.spans.filter((e) => e.kind === "policy").length;
		if (l && c.push(`${l} turns`), i.append(e("span", "meta", c.join(" · "))), this.root.append(i), t.promptText) {
			let n = e("div", "prompt");
			n.append(e("span", "label", "prompt "), e("span", "prompt-text", Za(t.promptText))), this.root.append(n);
		}
		let u = t.fields.get("entropy"), d = u && v(t, u), f = this.store.state.exploration?.forking_threshold ?? null, p = this.metric.key === "entropy" && d && f !== null ? (e) => d[e] > f : null;
		p && i.append(e("span", "forking-note", `outlined: forking tokens (entropy > ${Ja(f, 3)})`));
		let m = new po(t, o, s, p);
		this.strip = m;
		let h = m.element;
		h.tabIndex = 0, h.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), t.tokenIds.length === 0 && (t.responseText ? (h.append(e("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), h.append(e("div", "text-only", Za(t.responseText)))) : h.append(e("span", "empty", "(empty response)"))), h.addEventListener("mouseover", (e) => {
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
			this.activate(n);
		}), this.root.append(h);
	}
	legend(t) {
		let n = e("span", "legend");
		if (!t || !this.metric) return n.textContent = "not logged for this sample", n;
		let r = ee(this.metric, t), i = e("span", "legend-bar");
		i.style.background = lo(r.kind);
		let a = Math.max(Math.abs(r.min), Math.abs(r.max)), [o, s] = r.kind === "diverging" ? [-a, a] : [r.min, r.max], c = s - o, l = c > 0 ? Math.min(4, Math.max(2, Math.ceil(-Math.log10(c)) + 1)) : 2;
		return n.append(e("span", "legend-min", Ja(o, l)), i, e("span", "legend-max", Ja(s, l))), n;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.trace || !this.strip || e.length === 0) return !1;
		let t = v(this.trace, e), n = P(t);
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
		let n = ko(t.getBoundingClientRect(), this.strip.element.getBoundingClientRect(), this.card.getBoundingClientRect(), {
			width: window.innerWidth,
			height: window.innerHeight
		});
		this.card.style.left = `${n.left}px`, this.card.style.top = `${n.top}px`;
	}
	fillCard(t, n) {
		this.card.replaceChildren();
		let r = e("div", "card-title");
		r.append(e("span", "card-token", Qa(t.tokenText[n])), e("span", "card-id", `id ${t.tokenIds[n]} · position ${n}`)), this.card.append(r);
		let { alternatives: i, rank: a } = te(t, n), o = e("table", "card-numbers"), s = (e, t) => {
			let n = o.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		}, c = y(t, n);
		c && s("turn", b(c)), t.responseMask && !t.responseMask[n] && s("response_mask", "0: not a policy token");
		let l = t.fields.get("log_prob");
		l && s("probability", Ja(Math.exp(l[n]), 4));
		let u = t.fields.get("rollout_log_prob");
		u && s("rollout probability", Ja(Math.exp(u[n]), 4)), t.topK && s("rank", a === null ? `> ${t.topK.k}` : String(a));
		for (let [e, r] of [...t.fields, ...E(t)]) s(w(e), Ja(r[n], 4));
		if (i.length) {
			let r = e("div", "topk");
			r.append(e("div", "topk-title", `top-${i.length} alternatives`));
			for (let a of i) {
				let i = e("div", "topk-row");
				a.id === t.tokenIds[n] && i.classList.add("chosen");
				let o = e("span", "topk-bar");
				o.style.width = `${Math.max(1, a.prob * 100)}%`, i.append(e("span", "topk-text", Qa(a.text)), e("span", "topk-track", void 0), e("span", "topk-prob", Ja(a.prob, 3))), i.children[1].append(o), r.append(i);
			}
			this.card.append(r);
		}
		this.card.append(o);
	}
}, No = class {
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
function Po(t) {
	let n = e("span", "status");
	return n.setAttribute("role", "status"), t.watch(["message"], ({ message: e }) => {
		n.textContent = e?.text ?? "", n.dataset.kind = e?.kind ?? "";
	}), n;
}
// src/views/search.ts
var Fo = class {
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
			s.addEventListener("click", () => void this.controller.selectStep(n, r)), t.append(s, e("span", "search-snippet", Za(o))), a.append(t);
		}
		this.root.append(r, n ? a : e("div", "note", "No recorded prompt or response contains it."));
	}
}, Io = class {
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
			let [e] = Ae(this.filter);
			e && i.searchAll(e);
		}), this.body = e("div");
		let a = e("div", "search-results");
		t.append(this.filterInput, this.searchAll, this.body, a), new Fo(a, r, i), r.watch(["stepDetail", "sample"], ({ stepDetail: e, sample: t }, n) => {
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
		return this.detail ? Ee(this.detail.samples.filter((e) => Me(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return je(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let [t] = Ae(this.filter);
		this.searchAll.hidden = !t, this.searchAll.textContent = t ? `Search every step for "${t}"` : "";
		let n = this.detail;
		if (this.filterInput.hidden = !n, !n) return;
		let r = e("div", "samples-caption"), i = this.visibleSamples();
		r.textContent = `Step ${n.step}: ${n.samples.length} recorded of ${n.batch_size} responses` + (i.length < n.samples.length ? ` (${i.length} match the filter)` : ""), this.body.append(r);
		let a = e("table", "samples"), o = a.createTHead().insertRow(), s = Te(n.samples);
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
				i.dataset.key = n.key, n.text ? i.textContent = n.text(e) : n.key === "group" ? (i.textContent = Ne(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Ja(r) : String(r ?? "–");
			}
			let n = () => void this.controller.selectSample(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(a);
	}
}, Lo = class {
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
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : f(this.steps, e);
			t !== null && a(t);
		}), this.count = e("span", "step-count");
		let o = t("◀", "previous logged step", () => i.moveStep(-1)), s = t("▶", "next logged step", () => i.moveStep(1));
		this.element.append(o, this.slider, "step ", this.box, this.count, s), document.addEventListener("keydown", (e) => {
			n(e) || (e.key === "[" && i.moveStep(-1), e.key === "]" && i.moveStep(1));
		}), r.watch(["steps", "step"], (e, t) => this.show(e.steps, e.step, t.has("step")));
	}
	show(e, t, n) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let r = t === null ? -1 : p(e, t);
		this.slider.value = String(Math.max(0, r)), (n || document.activeElement !== this.box) && (this.box.value = t === null ? "" : String(t)), this.count.textContent = e.length ? ` (${r + 1} of ${e.length} traced)` : " (none traced)";
	}
}, Ro = class {
	store = new Je(Ye());
	controller = new Re(this.store);
	constructor(t) {
		let { store: n, controller: r } = this;
		t.replaceChildren(), t.classList.add("tbv-app"), n.watch(["dark"], ({ dark: e }) => document.documentElement.classList.toggle("dark", e));
		let i = e("header", "toolbar");
		i.append(new No(n, r).element, new Lo(n, r).element, new Xe(n, r).element, Po(n));
		let a = e("section", "charts");
		new qa(a, n, r, "chartSeries", !0);
		let o = e("section", "exploration");
		new So(o, n, r);
		let s = e("section", "samples-pane");
		new Io(s, n, r);
		let [c, l, u, d, f, p, m] = [
			e("div"),
			e("div", "credit"),
			e("div", "curves"),
			e("div", "heatmap-pane"),
			e("div", "group-view"),
			e("div", "history-view"),
			e("div", "compare-view")
		];
		new Mo(c, n), new _o(l, n), new yo(u, n), new Eo(d, n);
		let h = new Co(f, n, r), g = new Do(p, n, r), _ = new ho(m, n, r), v = e("div", "view-buttons");
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
			"compareRun",
			"explorationFolded"
		], (e) => {
			if (e.run === null) return;
			let { run: t, split: n, step: r, sample: i, token: a, metric: o, compareRun: s, explorationFolded: c } = e;
			qe({
				run: t,
				split: n,
				step: r ?? void 0,
				sample: i ?? void 0,
				token: a ?? void 0,
				metric: o,
				vs: s ?? void 0,
				exploration: c ? "folded" : void 0
			});
		}), Ue((e) => n.set({ dark: e }));
	}
	async start() {
		await this.controller.start(Ke()), We(() => void this.controller.refresh());
	}
}, zo = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light;--chart-axis:#555;--chart-grid:#00000014;--chart-mark:#1976d2b3;--chart-cursor:#1565c0;--heatmap-cursor:#ff6f00;--run-0:#e65100;--run-1:#0072b2;--run-2:#009e73;--run-3:#cc79a7;--run-4:#56b4e9;--run-5:#d55e00;--run-6:#999;--run-7:#000;--curve-value:#1565c0;--curve-advantage:#e65100;--curve-entropy:#2e7d32;--curve-kl:#6a1b9a;--turn-boundary:#00000073}:root.dark{--chart-axis:#bbb;--chart-grid:#ffffff14;--chart-mark:#78b4ffb3;--chart-cursor:#90caf9;--heatmap-cursor:#ff6f00;--run-0:#ff9e40;--run-1:#56b4e9;--run-2:#33c7a0;--run-3:#e69ad0;--run-4:#9fd3f5;--run-5:#f0a35e;--run-6:#bbb;--run-7:#fff;--curve-value:#90caf9;--curve-advantage:#ffb74d;--curve-entropy:#a5d6a7;--curve-kl:#ce93d8;--turn-boundary:#ffffff80;--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.run-picker{align-items:center;gap:8px;display:inline-flex}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.tok.rejected{text-decoration:line-through;text-decoration-thickness:2px}.turn-label{color:var(--muted);border:1px solid var(--border);border-radius:8px;margin-right:6px;padding:0 6px;font:600 11px system-ui,sans-serif;display:inline-block}.tok-block[data-turn]:not(:first-child):not(.spliced){margin-top:4px}details.spliced{background:var(--panel);border-left:3px solid var(--border);border-radius:3px;margin:4px 0;padding:2px 8px}details.spliced[data-kind=tool]{border-left-color:var(--accent)}details.spliced.failed{border-left-color:var(--error)}.spliced-summary{cursor:pointer;color:var(--muted);white-space:pre-wrap;word-break:break-word;font:12px system-ui,sans-serif}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view,.compare-view{margin-top:10px}.compare-rows{grid-template-columns:1fr 1fr;gap:12px;display:grid}.compare-line{margin:6px 0}.compare-token{font-family:var(--mono,monospace);background:var(--panel);border:1px solid var(--border);unicode-bidi:isolate;border-radius:3px;padding:0 3px}.compare-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.knobs{color:var(--muted);flex-wrap:wrap;align-items:baseline;gap:4px 8px;margin:2px 0 6px;display:flex}.knob{border:1px solid var(--border);border-radius:10px;gap:4px;padding:0 8px;display:inline-flex}.knob-value{color:var(--fg);font-variant-numeric:tabular-nums}.fold-button{cursor:pointer;font:inherit;color:var(--fg);background:0 0;border:none;margin:6px 0 2px;padding:2px 0;font-weight:600;display:block}.fold-button:hover{color:var(--accent);text-decoration:underline}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.outlined{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}";
// src/index.ts
function Bo() {
	let t = e("style");
	t.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + zo, document.head.append(t), new Ro(document.body).start();
}
export { Bo as render };
