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
// src/model/format.ts
function u(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function d(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var f = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function p(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
var m = /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/u;
function h(e) {
	return e.replace(f, (t, n) => t === "‍" && m.test(e.slice(Math.max(0, n - 4), n + 3)) ? t : p(t));
}
function g(e) {
	return e === "" ? "∅" : h(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/model/steps.ts
function _(e, t, n) {
	let r = 0, i = e;
	for (; r < i;) {
		let e = r + i >> 1;
		t(e) < n ? r = e + 1 : i = e;
	}
	return r;
}
function v(e, t, n) {
	if (e === 0) return -1;
	let r = Math.min(e - 1, _(e, t, n));
	return r > 0 && Math.abs(t(r - 1) - n) <= Math.abs(t(r) - n) ? r - 1 : r;
}
function y(e, t) {
	let n = v(e.length, (t) => e[t].step, t);
	return n < 0 ? null : e[n].step;
}
function b(e, t) {
	let n = _(e.length, (t) => e[t].step, t);
	return n < e.length && e[n].step === t ? n : -1;
}
function x(e, t) {
	return e.length === t.length && e.every((e, n) => {
		let r = t[n];
		return e.step === r.step && e.samples === r.samples && Object.is(e.meanScore, r.meanScore);
	});
}
function S(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: u(n)
	}));
}
// src/model/trace.ts
function C(e, t) {
	let n = e.attribution;
	return n ? D(e, n.topN, n.sources, n.weights, t) : [];
}
function w(e, t, n) {
	let r = e.attention, i = r?.sources.get(n);
	return r && i ? D(e, r.topN, i, r.weights.get(n), t) : [];
}
function T(e, t) {
	return (e.attention?.layers ?? []).map((n) => ({
		layer: n,
		top: w(e, t, n)[0] ?? null
	}));
}
function E(e, t) {
	let n = e.attention?.layers ?? [];
	return t !== null && n.includes(t) ? t : n.length ? n[n.length - 1] : null;
}
function D(e, t, n, r, i) {
	if (i < 0 || (i + 1) * t > n.length) return [];
	let a = e.attribution?.promptTokenText ?? [], o = a.length, s = [];
	for (let c = i * t; c < (i + 1) * t; c++) {
		let t = n[c];
		if (t < 0) continue;
		let i = t < o, l = i ? t : t - o, u = i ? a[l] : e.tokenText[l] ?? `⟨${l}⟩`;
		s.push({
			position: t,
			part: i ? "prompt" : "response",
			index: l,
			text: u,
			weight: r[c]
		});
	}
	return s;
}
function O(e) {
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
		responseMask: e.response_mask === null ? null : i(e.response_mask),
		tokenText: e.token_text.length === t.length ? e.token_text : Array.from(t, (e) => `⟨${e}⟩`),
		tokenParts: new Map(Object.entries(e.token_parts ?? {}).map(([e, t]) => [Number(e), t])),
		vocab: new Map(Object.entries(e.vocab).map(([e, t]) => [Number(e), t])),
		fields: n,
		topK: a,
		extraSample: o,
		attribution: ie(e.attribution ?? null, t.length),
		attributionError: e.attribution_error ?? null,
		attention: ae(e.attention ?? null, t.length),
		spans: e.spans ?? [],
		numTurns: e.num_turns ?? null,
		truncated: e.truncated ?? null
	};
}
function k(e) {
	if (e.fields.size > 0) return null;
	let t = e.tokenIds.length > 0;
	return e.selectedBecause.includes("validation") ? t ? "A validation generation, recorded live from verl's trainer: its tokens and text; verl computes no per-token numbers for validation." : "A validation generation, recorded live from verl's trainer as text: no token ids came with it." : e.selectedBecause.includes("imported") ? "Imported from verl's rollout dump (rollout_data_dir): text only, no per-token numbers." : t ? "This trace has tokens but no per-token numbers." : "Text only: this trace has no per-token data.";
}
function ee(e, t) {
	let n = e.tokenText[t] ?? "";
	return n === "" ? e.tokenParts.get(t)?.bytes ?? n : n;
}
function A(e, t) {
	let n = e.tokenParts.get(t);
	return n ? `${n.bytes} · part of “${n.of}”` : null;
}
function j(e, t) {
	let n = e.responseMask;
	return n ? t.map((e, t) => n[t] ? e : NaN) : t;
}
function te(e, t) {
	let n = _(e.spans.length, (t) => e.spans[t].end, t + 1), r = e.spans[n];
	return r && r.start <= t ? r : null;
}
function ne(e) {
	let t = Object.entries(e.extraSample).sort(([e], [t]) => e.localeCompare(t)).map(([e, t]) => `${e} ${d(t)}`);
	return e.score !== null && t.unshift(`score ${d(e.score)}`), t.length ? t.join(" · ") : null;
}
function re(e) {
	if (e.kind === "policy") return `turn ${e.turn}`;
	if (e.kind === "observation") return `observation after turn ${e.turn}`;
	let t = e.tool_calls.map((e) => `${e.name}(${e.arguments}) → ${e.status === "ok" ? e.output : `${e.status}: ${e.output}`}`);
	return `tool output of turn ${e.turn}: ${t.join("; ")}`;
}
function ie(e, t) {
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
function ae(e, t) {
	if (!e) return null;
	let n = Object.keys(e.layers).map(Number).sort((e, t) => e - t), r = /* @__PURE__ */ new Map(), i = /* @__PURE__ */ new Map();
	for (let a of n) {
		let n = e.layers[String(a)];
		if (r.set(a, l(n.sources)), i.set(a, c(n.weights)), r.get(a).length !== t * e.top_n || i.get(a).length !== t * e.top_n) throw Error(`attention of layer ${a} has ${r.get(a).length} sources for ${t} tokens x top ${e.top_n}`);
	}
	return {
		topN: e.top_n,
		layers: n,
		sources: r,
		weights: i
	};
}
var M = [], N = [];
function P(e, t = []) {
	M = e, N = t;
}
function F() {
	return [...I().map((e) => ({
		in_index: e.in_index,
		index_column: e.index_column
	})), ...N.map((e) => ({
		in_index: e.name,
		index_column: e.index_column
	}))];
}
function I() {
	return M.filter((e) => e.in_index !== null);
}
function L(e) {
	return M.find((t) => t.name === e)?.label ?? e.replace(/^extra:/, "");
}
function oe(e, t, n, r) {
	return e.responseMask !== null && !e.responseMask[r] && M.find((e) => e.name === t)?.sampled_only ? "—" : d(n, 4);
}
function se(e, t) {
	let n = e.fields.get(t);
	if (n) return n;
	let r = M.find((e) => e.name === t)?.derived_from ?? [];
	if (r.length !== 2) return null;
	let [i, a] = r.map((t) => e.fields.get(t));
	return i && a ? i.map((e, t) => e - a[t]) : null;
}
function ce(e) {
	return M.filter((t) => t.derived_from.length && !e.fields.has(t.name)).map((t) => [t.name, se(e, t.name)]).filter((e) => e[1] !== null);
}
var le = {
	key: "probability",
	label: "probability",
	kind: "sequential",
	fixed: [0, 1],
	values: (e) => se(e, "log_prob")?.map(Math.exp) ?? null
};
function ue() {
	return [le, ...M.map((e) => ({
		key: e.name,
		label: e.label,
		kind: e.scale,
		values: (t) => se(t, e.name)
	}))];
}
function de(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: L(n),
		kind: "diverging",
		values: (e) => e.fields.get(n) ?? null
	});
	return [...ue(), ...t];
}
function fe(e, t) {
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
function pe(e, t) {
	let n = de(e), r = n.find((e) => e.key === t) ?? n[0], i = r.values(e), a = i && j(e, i);
	return {
		values: a,
		scale: a ? fe(r, a) : null
	};
}
function me(e, t) {
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
// src/model/samples.ts
var he = "not recorded";
function ge(e) {
	return e.recorded !== !1;
}
var _e = [
	{
		key: "sample",
		label: "#",
		title: "row in the step's batch",
		value: (e) => e.sample_index
	},
	{
		key: "why",
		label: "why",
		title: "why the logger recorded it (not recorded: the row has its summary only)",
		value: (e) => ge(e) ? e.selected_because.join(", ") : he
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
	}
], ve = {
	key: "turns",
	label: "turns",
	title: "the policy's turns, the tools it called and the calls that failed",
	value: (e) => e.turns ?? null,
	optional: !0,
	text: (e) => (e.turns ?? null) === null ? "–" : `${e.turns}${e.tools?.length ? ` · ${e.tools.join(", ")}` : ""}${e.tool_failures ? ` · ${e.tool_failures} failed` : ""}`
};
function ye() {
	return F().flatMap((e) => e.index_column === null ? [] : [{
		key: e.index_column.term,
		label: e.index_column.label,
		title: e.index_column.title,
		optional: e.index_column.optional,
		value: (t) => t.stats[e.in_index] ?? null
	}]);
}
function be() {
	return [
		..._e,
		...ye(),
		ve
	];
}
var xe = "extra:";
function R(e) {
	return {
		key: `${xe}${e}`,
		label: e,
		title: `${e}: logged beside the score (reward extra info)`,
		value: (t) => z(t, e)
	};
}
function z(e, t) {
	return u(e.extra_sample?.[t]);
}
function Se(e) {
	return [...new Set(e.flatMap((e) => Object.keys(e.extra_sample ?? {})))].sort();
}
function Ce(e) {
	return [...be().filter((t) => !t.optional || e.some((e) => t.value(e) !== null)), ...Se(e).map(R)];
}
function we(e) {
	let t = /* @__PURE__ */ new Set([
		"sample",
		"why",
		"group"
	]);
	return Ce([e]).filter((e) => !t.has(e.key)).map((t) => `${t.label} ${Te(t, e)}`).join(" · ");
}
function Te(e, t) {
	if (e.text) return e.text(t);
	let n = e.value(t);
	return typeof n == "number" && !Number.isInteger(n) ? d(n) : String(n ?? "–");
}
function Ee(e, t, n) {
	let r = t.startsWith(xe) ? R(t.slice(6)) : be().find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var De = {
	score: (e) => u(e.score),
	len: (e) => e.length,
	recorded: (e) => Number(ge(e)),
	turns: (e) => e.turns ?? 1,
	calls: (e) => e.tool_calls ?? 0,
	failures: (e) => e.tool_failures ?? 0,
	truncated: (e) => e.truncated === null || e.truncated === void 0 ? null : Number(e.truncated)
}, Oe = "truncated", ke = /^([a-z_][\w./-]*?)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function Ae(e, t) {
	if (t in De) return De[t](e);
	let n = F().find((e) => e.index_column?.term === t);
	if (n !== void 0) return e.stats[n.in_index] ?? null;
	let r = Object.keys(e.extra_sample ?? {}).find((e) => e.toLowerCase() === t);
	return r === void 0 ? null : z(e, r);
}
var je = /^tool:(.+)$/;
function Me(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1].toLowerCase());
}
function Ne(e) {
	let t = e.matches.length, n = e.matches.filter(([, , e]) => e).length;
	return `${e.total} row${e.total === 1 ? " of every step passes" : "s of every step pass"} ${e.query}` + (e.truncated ? ` (the first ${t} shown, ${n} of them recorded)` : ` (${n} recorded)`) + (e.skipped ? `; ${e.skipped} damaged trace${e.skipped === 1 ? "" : "s"} skipped` : "");
}
function Pe(e, t, n) {
	if (n !== void 0 && !Me(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = ke.exec(t), r = je.exec(t);
		if (r) {
			if (!(e.tools ?? []).some((e) => e.toLowerCase() === r[1])) return !1;
		} else if (n) {
			let t = Ae(e, n[1]), r = Number(n[3]);
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
			e.data_source,
			...e.truncated ? ["truncated"] : []
		].join(" ").toLowerCase().includes(t)) return !1;
	}
	return !0;
}
function Fe(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
function Ie(e, t) {
	return e.filter((e) => e.group_id === t && ge(e)).sort((e, t) => (u(t.score) ?? -Infinity) - (u(e.score) ?? -Infinity));
}
function Le(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
function Re(e) {
	let t = {
		...e,
		stats: {}
	};
	for (let n of F()) t.stats[n.in_index] = u(e[n.in_index]), delete t[n.in_index];
	return t;
}
// src/api.ts
var ze = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function Be(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new ze(i.status, await i.text() || i.statusText);
	return await i.json();
}
var B = {
	fields: () => Be("fields"),
	runs: () => Be("runs").then((e) => e.runs),
	scalars: (e, t) => Be("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => Be("steps", {
		run: e,
		split: t
	}).then((e) => S(e.steps)),
	exploration: (e) => Be("exploration", { run: e }),
	diagnosis: (e) => Be("diagnosis", { run: e }),
	query: (e, t, n) => Be("query", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => Be("step", {
		run: e,
		step: t,
		split: n
	}).then((e) => ({
		...e,
		samples: e.samples.map(Re)
	})),
	prompt: (e, t, n) => Be("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => Be("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(O),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => B.trace(e, n, r, t)))
};
function Ve(e, t = []) {
	let n = [], r = new Set(t), i = 0;
	for (let t = 0; t < e.length; t++) {
		let a = t > 0 ? e[t - 1] : "";
		(t === 0 || r.has(t) || i >= 256 && a.endsWith("\n") || i >= 1024) && (n.push(t), i = 0), i++;
	}
	return n;
}
function He(e, t) {
	return Math.max(0, _(e.length, (t) => e[t], t + 1) - 1);
}
function Ue(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
function We(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
function Ge(e, t, n) {
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
function Ke(e, t) {
	return Ge(e.map(Math.abs), t, !0).top.map((t) => ({
		position: t.position,
		value: e[t.position]
	}));
}
var qe = [
	"value",
	"advantage",
	"entropy",
	"kl"
];
function Je(e) {
	return e.spans.filter((e) => e.kind === "policy" && e.turn > 1).map((e) => ({
		position: e.start,
		turn: e.turn
	}));
}
function Ye(e) {
	let t = [];
	for (let n of qe) {
		let r = se(e, n);
		r && t.push({
			field: n,
			label: L(n),
			values: j(e, r)
		});
	}
	return t;
}
function Xe(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function Ze(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
function Qe(e) {
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
function $e(e, t) {
	return Math.abs(e) >= .05 && t <= Math.abs(e) / 4 ? `Every token is shifted by about ${e.toFixed(3)} (spread ${t.toFixed(3)}): the trainer and the rollout engine normalise their probabilities differently, a constant gap rather than rounding noise. Typical causes: a vocabulary padded beyond the tokenizer whose extra ids only one engine masks (verl masks them in vLLM, not in the actor), or a temperature applied on one side only.` : null;
}
// src/model/charts.ts
function et(e, t) {
	if (t <= 0) return e.slice();
	let n = 0, r = 0;
	return e.map((e) => e === null || !Number.isFinite(e) ? e : (n = n * t + (1 - t) * e, r += 1, n / (1 - t ** +r)));
}
function tt(e, t, n) {
	let r = new Uint8Array(Math.max(0, Math.ceil(n)));
	for (let n of e) {
		let e = Math.floor(t(n));
		e >= 0 && e < r.length && (r[e] = 1);
	}
	return r;
}
var nt = [
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
function rt(e) {
	let t = new Set(e), n = [];
	for (let e of nt) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
var it = [
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
], at = /^turns\/by_turn\/(\d+)\/(.+)$/, ot = {
	mismatch_abs: "mismatch |log π_train − log π_rollout| by turn",
	entropy: "entropy by turn",
	length: "tokens by turn"
};
function st(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) {
		let e = at.exec(n);
		if (e && e[2] in ot) {
			let r = t.get(e[2]) ?? [];
			r.push({
				turn: Number(e[1]),
				tag: n
			}), t.set(e[2], r);
		}
	}
	return Object.keys(ot).filter((e) => t.has(e)).map((e) => ({
		title: ot[e],
		turns: t.get(e).sort((e, t) => e.turn - t.turn)
	}));
}
function ct(e, t, n, r, i = 6) {
	let a = e.filter((e) => e[1] !== null);
	if (a.length === 0 || t.length === 0) return [];
	let o = a.map((e) => e[1]), s = Math.min(...o), c = Math.max(...o) - s, l = n / t.length;
	return a.map(([e, n]) => [(v(t.length, (e) => t[e], e) + .5) * l, r - i - (c > 0 ? (n - s) / c : .5) * (r - 2 * i)]);
}
function lt(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
function ut(e, t) {
	let n = new Map(t.map(([e, , t]) => [e, u(t)])), r = 0, i = 0, a = null;
	for (let [t, , o] of e) {
		let e = u(o), s = n.get(t);
		if (e === null || s == null || !Number.isFinite(e) || !Number.isFinite(s)) continue;
		i++;
		let c = $e(e, s);
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
var dt = Array.from({ length: 24 }, (e, t) => [
	1,
	2,
	5
][t % 3] * 10 ** Math.floor(t / 3));
function ft(e) {
	let t = e.filter(Number.isFinite), n = Math.max(0, ...t.map(Math.abs)), r = n !== 0 && (n < .001 || n >= 1e6), i = (e, t) => Number.isFinite(e) ? e === 0 || Math.abs(e) < n * 1e-9 ? "0" : r ? e.toExponential(t).replace(/\.?0+e/, "e") : e.toFixed(t) : "";
	for (let t = 0; t <= 8; t++) {
		let r = e.map((e) => i(e, t)), a = new Set(r.filter(Boolean)).size === r.filter(Boolean).length, o = e.every((e, t) => !Number.isFinite(e) || Math.abs(Number(r[t]) - e) <= Math.abs(e) * 1e-6 + n * 1e-9);
		if (a && o) return r;
	}
	return e.map((e) => i(e, 8));
}
function pt(e, t) {
	if (e === null || t === null || !Number.isFinite(e) || !Number.isFinite(t)) return [0, 1];
	if (e === t) {
		let n = e === 0 ? 1 : Math.abs(e) * .1;
		return [e - n, t + n];
	}
	let n = (t - e) * .05;
	return [e - n, t + n];
}
// src/model/compare.ts
function mt(e, t, n) {
	let r = ([e, r]) => [
		Math.abs(e - t),
		e,
		r === n ? 0 : 1,
		r
	], i = null;
	for (let t of e) (i === null || ht(r(t), r(i))) && (i = t);
	return i === null ? null : [i[0], i[1]];
}
function ht(e, t) {
	let n = e.findIndex((e, n) => e !== t[n]);
	return n >= 0 && e[n] < t[n];
}
function gt(e, t) {
	let n = Math.min(e.length, t.length);
	for (let r = 0; r < n; r++) if (e[r] !== t[r]) return r;
	return e.length === t.length ? -1 : n;
}
function _t(e, t, n) {
	let r = (e, t) => {
		if (n >= e.tokenIds.length) return {
			text: null,
			prob: null,
			probOfOther: null
		};
		let r = se(e, "log_prob"), i = n < t.tokenIds.length ? t.tokenIds[n] : null, a = me(e, n).alternatives.find((e) => e.id === i);
		return {
			text: ee(e, n),
			prob: r ? Math.exp(r[n]) : null,
			probOfOther: a ? a.prob : null
		};
	};
	return {
		ours: r(e, t),
		theirs: r(t, e)
	};
}
// src/model/diagnosis.ts
function vt(e, t) {
	return t === null ? null : e.find((e) => e.detector === t) ?? null;
}
function yt(e) {
	let t = e.evidence[0];
	return t ? {
		step: t.step,
		sample: t.sample_index
	} : { step: e.fired_step };
}
function bt(e, t, n) {
	return e?.evidence.find((e) => e.step === t && e.sample_index === n)?.tokens ?? [];
}
function xt(e, t, n) {
	return n > t ? Math.min(1, Math.max(0, (e - t) / (n - t))) : 0;
}
function St(e) {
	let t = e.split(".").pop() ?? e;
	return `https://verl.readthedocs.io/en/latest/examples/config.html#:~:text=${encodeURIComponent(t)}`;
}
// src/controller.ts
function V(e) {
	return e instanceof ze ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var Ct = 24, wt = class {
	store;
	refreshing = !1;
	refreshAgain = !1;
	generation = {
		run: 0,
		step: 0,
		trace: 0
	};
	sampleKey = null;
	opening = null;
	constructor(e) {
		this.store = e;
	}
	async start(e) {
		e.metric && this.store.set({ metric: e.metric }), e.vs && this.store.set({ compareRun: e.vs }), e.exploration === "folded" && this.store.set({ explorationFolded: !0 }), this.inform("Loading runs…");
		try {
			let [t, n] = await Promise.all([B.fields(), B.runs()]);
			if (P(t.fields, t.row_statistics), this.store.set({ runs: n }), n.length === 0) {
				this.inform("No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions.");
				return;
			}
			let r = n.find((t) => t.run === e.run);
			await this.selectRun((r ?? n.find((e) => e.splits.length) ?? n[0]).run, r ? e : {});
		} catch (e) {
			this.fail(`Cannot list runs: ${V(e)}`);
		}
	}
	async refresh() {
		if (this.refreshing) this.refreshAgain = !0;
		else {
			this.refreshing = !0;
			try {
				let e = await B.runs();
				this.store.set({ runs: e });
				let t = this.generation.run, n = () => t === this.generation.run && this.opening === null;
				if (!n()) return;
				let { run: r, split: i } = this.store.state, a = e.find((e) => e.run === r);
				if (r === null || !a) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				let o = a.splits.includes(i) ? await B.steps(r, i) : [];
				if (!n()) return;
				x(o, this.store.state.steps) || this.store.set({ steps: o }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : rt(a.scalar_tags)), await Promise.all([this.loadExploration(a), this.loadDiagnosis(r)]), n() && this.store.state.step === null && o.length && await this.selectStep(o[o.length - 1].step);
			} catch (e) {
				this.fail(`Reload failed: ${V(e)}`);
			} finally {
				this.refreshing = !1;
			}
			this.refreshAgain && (this.refreshAgain = !1, await this.refresh());
		}
	}
	async selectRun(e, t = {}) {
		let n = ++this.generation.run;
		this.opening = n;
		let r = this.store.state.runs.find((t) => t.run === e), i = t.split ?? this.store.state.split, a = r?.splits.includes(i) ? i : r?.splits[0] ?? "train";
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
			diagnosis: [],
			diagnosisStatus: "loading",
			event: t.event ?? null,
			message: {
				kind: "info",
				text: "Loading…"
			}
		});
		try {
			let i = r?.splits.length ? B.steps(e, a) : Promise.resolve([]);
			if (await Promise.all([
				this.loadCharts(rt(r?.scalar_tags ?? [])),
				this.loadExploration(r ?? null),
				this.loadDiagnosis(e),
				i.then((e) => this.openListed(e, t, n))
			]), n === this.generation.run && t.event && t.step === void 0 && !await this.openEvent(t.event)) {
				let { steps: e } = this.store.state;
				e.length && await this.selectStep(e[e.length - 1].step);
			}
		} catch (e) {
			n === this.generation.run && this.fail(V(e));
		} finally {
			this.opening === n && (this.opening = null);
		}
	}
	async openListed(e, t, n) {
		if (n !== this.generation.run) return;
		if (this.store.set({ steps: e }), e.length === 0) {
			this.inform("No decision traces in this run: call TraceLogger.log_decisions(step, ...).");
			return;
		}
		if (t.event && t.step === void 0) return;
		let r = t.step === void 0 ? e[e.length - 1].step : y(e, t.step);
		await this.selectStep(r, t.sample), t.token !== void 0 && n === this.generation.run && this.store.set({ token: t.token });
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
			let r = await B.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r });
			let i = this.store.state.step, a = i === null ? null : y(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.fail(V(e));
		}
	}
	async loadCharts(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let n = await this.fetchSeries(e, [t, ...this.store.state.overlaidRuns.filter((e) => e !== t)]);
		t === this.store.state.run && this.store.set({
			chartTags: e,
			chartSeries: n
		});
	}
	async overlayRuns(e) {
		this.store.set({ overlaidRuns: e }), await this.loadCharts(this.store.state.chartTags);
	}
	async loadExploration(e) {
		if (!e?.exploration) {
			this.store.set({
				exploration: null,
				explorationSeries: []
			});
			return;
		}
		let t = it.filter((t) => e.scalar_tags.includes(t)), n = Promise.all(st(e.scalar_tags).map(async ({ title: t, turns: n }) => ({
			tag: t,
			runs: await Promise.all(n.map(async ({ turn: t, tag: n }) => ({
				run: `turn ${t}`,
				points: await B.scalars(e.run, n)
			})))
		}))), [r, i, a] = await Promise.all([
			B.exploration(e.run),
			this.fetchSeries(t, [e.run]),
			n
		]);
		e.run === this.store.state.run && this.store.set({
			exploration: r,
			explorationSeries: [...i, ...a]
		});
	}
	async loadDiagnosis(e) {
		try {
			let { events: t, enabled: n } = await B.diagnosis(e);
			e === this.store.state.run && this.store.set({
				diagnosis: t,
				diagnosisStatus: n ? "done" : "off"
			});
		} catch (t) {
			e === this.store.state.run && this.store.set({
				diagnosis: [],
				diagnosisStatus: "failed"
			}), console.warn(`tb_verl: no diagnosis of ${e}: ${V(t)}`);
		}
	}
	async openEvent(e) {
		let t = vt(this.store.state.diagnosis, e);
		if (t === null) return this.store.set({ event: null }), !1;
		this.store.set({ event: e });
		let n = yt(t), r = y(this.store.state.steps, n.step), { chartTags: i, runs: a, run: o } = this.store.state, s = i.includes(t.signal) || !a.find((e) => e.run === o)?.scalar_tags.includes(t.signal);
		return await Promise.all([s ? void 0 : this.loadCharts([t.signal, ...i]), r === null ? void 0 : this.selectStep(r, n.sample)]), r !== null;
	}
	fetchSeries(e, t) {
		let n = new Map(this.store.state.runs.map((e) => [e.run, new Set(e.scalar_tags)]));
		return Promise.all(e.map(async (e) => ({
			tag: e,
			runs: await Promise.all(t.filter((t, r) => r === 0 || n.get(t)?.has(e)).map(async (t) => ({
				run: t,
				points: await B.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await B.traces(e, n, r.samples.filter(ge).map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.store.state.stepDetail === r && this.store.set({ stepTexts: {
				step: t,
				texts: a
			} });
		} catch (e) {
			this.fail(V(e));
		}
	}
	async searchAll(e) {
		let { run: t, split: n } = this.store.state;
		if (t === null) return;
		let r = {
			query: e,
			result: null
		};
		this.store.set({ search: r });
		try {
			let i = await B.query(t, n, e);
			this.store.state.search === r && this.store.set({ search: {
				query: e,
				result: i
			} });
		} catch (e) {
			this.store.set({ search: null }), this.fail(V(e));
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let a = Ie(i.samples, r.groupId);
		try {
			let i = await B.traces(e, n, a.map((e) => [t, e.sample_index]));
			this.store.state.trace === r && this.store.set({ group: {
				groupId: r.groupId,
				traces: i
			} });
		} catch (e) {
			this.fail(V(e));
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n } = this.store.state, r = this.openSummary();
		if (e !== null && n && r) try {
			let i = await B.prompt(e, r.prompt_hash, t), a = Le(i, Ct), o = await B.traces(e, t, a.map(([e, t]) => [e, t]));
			this.store.state.trace === n && this.store.set({ history: {
				promptText: n.promptText,
				traces: o,
				occurrences: i.length
			} });
		} catch (e) {
			this.fail(V(e));
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
			let a = mt(await B.prompt(e, r.prompt_hash, t), n.step, n.sampleIndex), o = a === null ? null : await B.trace(e, a[0], a[1], t);
			i() && this.store.set({ comparison: {
				run: e,
				trace: o,
				note: o ? null : `${e} recorded no response to this prompt (${t}).`
			} });
		} catch (t) {
			i() && this.store.set({ comparison: {
				run: e,
				trace: null,
				note: V(t)
			} });
		}
	}
	selectNearest(e) {
		let t = y(this.store.state.steps, e);
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
			let i = await B.step(n, e, this.store.state.split);
			if (r !== this.generation.step) return;
			this.store.set({
				stepDetail: i,
				stepTexts: null,
				sample: null,
				trace: null,
				token: null,
				message: null
			});
			let a = i.samples.find((e) => e.sample_index === t) ?? i.samples.find(ge);
			a && await this.selectSample(a.sample_index);
		} catch (e) {
			r === this.generation.step && this.fail(V(e));
		}
	}
	async selectSample(e) {
		let { run: t, step: n, split: r } = this.store.state;
		if (t === null || n === null) return;
		let i = `${t}\u0000${r}\u0000${n}\u0000${e}`;
		if (i === this.sampleKey && this.store.state.sample === e) return;
		this.sampleKey = i;
		let a = ++this.generation.trace, o = this.store.state.stepDetail?.samples.find((t) => t.sample_index === e);
		if (o && !ge(o)) {
			let t = `Sample ${e} of step ${n} was not recorded: the table lists its summary; the logger records the traces of the rows it chooses.`;
			this.store.set({
				sample: e,
				trace: null,
				token: null,
				group: null,
				history: null,
				message: {
					kind: "info",
					text: t
				}
			});
		} else {
			this.store.set({
				sample: e,
				message: {
					kind: "info",
					text: "Loading trace…"
				}
			});
			try {
				let i = await B.trace(t, n, e, r);
				if (a !== this.generation.trace) return;
				this.store.set({
					trace: i,
					token: null,
					group: null,
					history: null,
					message: null
				}), this.store.state.compareRun !== null && await this.loadComparison();
			} catch (e) {
				a === this.generation.trace && (this.sampleKey = null, this.fail(V(e)));
			}
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
}, Tt = "tbv=";
function Et(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(Tt));
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
	return i("run"), i("split"), i("metric"), i("vs"), i("event"), a("step"), a("sample"), a("token"), n.get("exploration") === "folded" && (r.exploration = "folded"), r;
}
function Dt(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(Tt)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(Tt + encodeURIComponent(i)), `#${n.join("&")}`;
}
// src/host.ts
function Ot() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function kt(e) {
	let t = Ot();
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
function At(e) {
	let t = Ot();
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
function jt() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function Mt() {
	return Et(jt().location.hash);
}
function Nt(e) {
	let t = jt(), n = Dt(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// src/state.ts
var Pt = class {
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
function Ft() {
	return {
		runs: [],
		run: null,
		chartTags: [],
		chartSeries: [],
		overlaidRuns: [],
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
		attentionLayer: null,
		metric: "probability",
		search: null,
		group: null,
		compareRun: null,
		comparison: null,
		history: null,
		diagnosis: [],
		diagnosisStatus: "loading",
		event: null,
		message: null,
		dark: !1
	};
}
// src/views/chartcontrols.ts
var It = class {
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
			n.overlayRuns(e);
		}), this.compare.append(o, this.runList), this.element.append(this.addChart, r, this.compare), t.watch(["runs", "run"], (e) => this.show(e));
	}
	show({ runs: t, run: n, overlaidRuns: r }) {
		let i = t.find((e) => e.run === n);
		this.addChart.replaceChildren(new Option("+ chart", ""), ...(i?.scalar_tags ?? []).map((e) => new Option(e, e)));
		let a = t.filter((e) => e.scalar_tags.length && e.run !== n).map((e) => e.run);
		this.compare.hidden = a.length === 0, this.runList.replaceChildren(...a.map((t) => {
			let n = e("label"), i = e("input");
			return i.type = "checkbox", i.value = t, i.checked = r.includes(t), n.append(i, t), n;
		}));
	}
}, Lt = !0, Rt = "uplot", zt = "u-hz", Bt = "u-vt", Vt = "u-title", Ht = "u-wrap", Ut = "u-under", Wt = "u-over", Gt = "u-axis", Kt = "u-off", qt = "u-select", Jt = "u-cursor-x", Yt = "u-cursor-y", Xt = "u-cursor-pt", Zt = "u-legend", Qt = "u-live", $t = "u-inline", en = "u-series", tn = "u-marker", nn = "u-label", rn = "u-value", an = "width", on = "height", sn = "top", cn = "bottom", ln = "left", un = "right", dn = "#000", fn = "#0000", pn = "mousemove", mn = "mousedown", hn = "mouseup", gn = "mouseenter", _n = "mouseleave", vn = "dblclick", yn = "resize", bn = "scroll", xn = "change", Sn = "dppxchange", Cn = "--", wn = typeof window < "u", Tn = wn ? document : null, En = wn ? window : null, Dn = wn ? navigator : null, H, On;
function kn() {
	let e = devicePixelRatio;
	H != e && (H = e, On && Un(xn, On, kn), On = matchMedia(`(min-resolution: ${H - .001}dppx) and (max-resolution: ${H + .001}dppx)`), Hn(xn, On, kn), En.dispatchEvent(new CustomEvent(Sn)));
}
function An(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function jn(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function U(e, t, n) {
	e.style[t] = n + "px";
}
function Mn(e, t, n, r) {
	let i = Tn.createElement(e);
	return t != null && An(i, t), n?.insertBefore(i, r), i;
}
function Nn(e, t) {
	return Mn("div", e, t);
}
var Pn = /* @__PURE__ */ new WeakMap();
function Fn(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != Pn.get(e) && (e.style.transform = a, Pn.set(e, a), t < 0 || n < 0 || t > r || n > i ? An(e, Kt) : jn(e, Kt));
}
var In = /* @__PURE__ */ new WeakMap();
function Ln(e, t, n) {
	let r = t + n;
	r != In.get(e) && (In.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var Rn = /* @__PURE__ */ new WeakMap();
function zn(e, t, n, r) {
	let i = t + "" + n;
	i != Rn.get(e) && (Rn.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var Bn = { passive: !0 }, Vn = {
	...Bn,
	capture: !0
};
function Hn(e, t, n, r) {
	t.addEventListener(e, n, r ? Vn : Bn);
}
function Un(e, t, n, r) {
	t.removeEventListener(e, n, Bn);
}
wn && kn();
function Wn(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : q((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function Gn(e) {
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
var Kn = (e) => e != null, qn = (e) => e != null && e > 0, Jn = Gn(Kn), Yn = Gn(qn);
function Xn(e, t, n, r = 0, i = !1) {
	let a = i ? Yn : Jn, o = i ? qn : Kn;
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
	return [s ?? J, c ?? -J];
}
function Zn(e, t, n, r) {
	let i = mr(e), a = mr(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? hr : gr, s = i == 1 ? q : ur, c = a == 1 ? ur : q, l = s(o(cr(e))), u = c(o(cr(t))), d = pr(n, l), f = pr(n, u);
	return n == 10 && (l < 0 && (d = Z(d, -l)), u < 0 && (f = Z(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = jr(e, d), t = Ar(t, f)), [e, t];
}
function Qn(e, t, n, r) {
	let i = Zn(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var $n = .1, er = {
	mode: 3,
	pad: $n
}, tr = {
	pad: 0,
	soft: null,
	mode: 0
}, nr = {
	min: tr,
	max: tr
};
function rr(e, t, n, r) {
	return Hr(n) ? ar(e, t, n) : (tr.pad = n, tr.soft = r ? 0 : null, tr.mode = r ? 3 : 0, ar(e, t, nr));
}
function W(e, t) {
	return e ?? t;
}
function ir(e, t, n) {
	for (t = W(t, 0), n = W(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function ar(e, t, n) {
	let r = n.min, i = n.max, a = W(r.pad, 0), o = W(i.pad, 0), s = W(r.hard, -J), c = W(i.hard, J), l = W(r.soft, J), u = W(i.soft, -J), d = W(r.mode, 0), f = W(i.mode, 0), p = t - e, m = hr(p), h = fr(cr(e), cr(t)), g = cr(hr(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != J && (a = 0), f == 2 && u != -J && (o = 0)));
	let _ = p || h || 1e3, v = pr(10, q(hr(_))), y = Z(jr(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : J, x = fr(s, y < b && e >= b ? b : dr(b, y)), S = Z(Ar(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -J, w = dr(c, S > C && t <= C ? C : fr(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var or = new Intl.NumberFormat(wn ? Dn.language : "en-US"), G = (e) => or.format(e), K = Math, sr = K.PI, cr = K.abs, q = K.floor, lr = K.round, ur = K.ceil, dr = K.min, fr = K.max, pr = K.pow, mr = K.sign, hr = K.log10, gr = K.log2, _r = (e, t = 1) => K.sinh(e) * t, vr = (e, t = 1) => K.asinh(e / t), J = Infinity;
function yr(e) {
	return (hr((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function br(e, t, n) {
	return dr(fr(e, t), n);
}
function xr(e) {
	return typeof e == "function";
}
function Y(e) {
	return xr(e) ? e : () => e;
}
var X = () => {}, Sr = (e) => e, Cr = (e, t) => t, wr = (e) => null, Tr = (e) => !0, Er = (e, t) => e == t, Dr = /\.\d*?(?=9{6,}|0{6,})/gm, Or = (e) => {
	if (zr(e) || Mr.has(e)) return e;
	let t = `${e}`, n = t.match(Dr);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Or(e)}e${n}`;
	}
	return Z(e, r);
};
function kr(e, t) {
	return Or(Z(Or(e / t)) * t);
}
function Ar(e, t) {
	return Or(ur(Or(e / t)) * t);
}
function jr(e, t) {
	return Or(q(Or(e / t)) * t);
}
function Z(e, t = 0) {
	if (zr(e)) return e;
	let n = 10 ** t;
	return lr(e * n * (1 + 2 ** -52)) / n;
}
var Mr = /* @__PURE__ */ new Map();
function Nr(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Pr(e, t, n, r) {
	let i = [], a = r.map(Nr);
	for (let o = t; o < n; o++) {
		let t = cr(o), n = Z(pr(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : Z(c, l);
			i.push(u), Mr.set(u, l);
		}
	}
	return i;
}
var Fr = {}, Ir = [], Lr = [null, null], Rr = Array.isArray, zr = Number.isInteger, Br = (e) => e === void 0;
function Vr(e) {
	return typeof e == "string";
}
function Hr(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function Ur(e) {
	return typeof e == "object" && !!e;
}
var Wr = Object.getPrototypeOf(Uint8Array), Gr = "__proto__";
function Kr(e, t = Hr) {
	let n;
	if (Rr(e)) {
		let r = e.find((e) => e != null);
		if (Rr(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = Kr(e[r], t);
		} else n = e.slice();
	} else if (e instanceof Wr) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != Gr && (n[r] = Kr(e[r], t));
	} else n = e;
	return n;
}
function qr(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != Gr && (Hr(e[t]) ? qr(e[t], Kr(r[t])) : e[t] = Kr(r[t]));
	}
	return e;
}
var Jr = 0, Yr = 1, Xr = 2;
function Zr(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function Qr(e, t) {
	if (ti(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return ni(t[0]) || (t = ei(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : Yr, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != Jr && (l[n] = t, u == Xr && d.push(n)) : l[n] = t;
			}
			Zr(l, d, i), r.push(l);
		}
	}
	return r;
}
var $r = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function ei(e) {
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
function ti(e) {
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
function ni(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = fr(1, q((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var ri = [
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
], ii = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function ai(e) {
	return e.slice(0, 3);
}
var oi = ii.map(ai), si = {
	MMMM: ri,
	MMM: ri.map(ai),
	WWWW: ii,
	WWW: oi
};
function ci(e) {
	return (e < 10 ? "0" : "") + e;
}
function li(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var ui = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => ci(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => ci(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => ci(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => ci(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => ci(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => li(e.getMilliseconds())
};
function di(e, t) {
	t ||= si;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? ui[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var fi = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function pi(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == fi ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var mi = (e) => e % 1 == 0, hi = [
	1,
	2,
	2.5,
	5
], gi = Pr(10, -32, 0, hi), _i = Pr(10, 0, 32, hi), vi = _i.filter(mi), yi = gi.concat(_i), bi = "\n", xi = "{YYYY}", Si = bi + xi, Ci = "{M}/{D}", wi = bi + Ci, Ti = wi + "/{YY}", Ei = "{aa}", Di = "{h}:{mm}" + Ei, Oi = bi + Di, ki = ":{ss}", Q = null;
function Ai(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Pr(10, 0, 3, hi).filter(mi) : Pr(10, -3, 0, hi)).concat([
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
			xi,
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
			Si,
			Q,
			Q,
			Q,
			Q,
			Q,
			1
		],
		[
			i,
			Ci,
			Si,
			Q,
			Q,
			Q,
			Q,
			Q,
			1
		],
		[
			r,
			"{h}" + Ei,
			Ti,
			Q,
			wi,
			Q,
			Q,
			Q,
			1
		],
		[
			n,
			Di,
			Ti,
			Q,
			wi,
			Q,
			Q,
			Q,
			1
		],
		[
			t,
			ki,
			Ti + " " + Di,
			Q,
			wi + " " + Di,
			Q,
			Oi,
			Q,
			1
		],
		[
			e,
			ki + ".{fff}",
			Ti + " " + Di,
			Q,
			wi + " " + Di,
			Q,
			Oi,
			Q,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = Z(g * e, 3), v = $(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = Z(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : Z($(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(lr(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = $(c + r * a, l + n * a, 1), s = o - t(Z(o * e, 3));
					i = Z((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (q(l) - q(_)) + Ar(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = Z(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = q(Z(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					Z((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [ji, Mi, Ni] = Ai(1), [Pi, Fi, Ii] = Ai(.001);
Pr(2, -53, 53, [1]);
function Li(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Ri(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function zi(e, t) {
	let n = di(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function $(e, t, n) {
	return new Date(e, t, n);
}
function Bi(e, t) {
	return t(e);
}
var Vi = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function Hi(e, t) {
	return (n, r, i, a) => a == null ? Cn : t(e(r));
}
function Ui(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function Wi(e, t) {
	return e.series[t].fill(e, t);
}
var Gi = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: X,
	markers: {
		show: !0,
		width: 2,
		stroke: Ui,
		fill: Wi,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function Ki(e, t) {
	let n = e.cursor.points, r = Nn(), i = n.size(e, t);
	U(r, an, i), U(r, on, i);
	let a = i / -2;
	U(r, "marginLeft", a), U(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && U(r, "borderWidth", o), r;
}
function qi(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function Ji(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function Yi(e, t) {
	return e.series[t].points.size;
}
var Xi = [0, 0];
function Zi(e, t, n) {
	return Xi[0] = t, Xi[1] = n, Xi;
}
function Qi(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function $i(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var ea = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: Zi,
	points: {
		one: !1,
		show: Ki,
		size: Yi,
		width: 0,
		stroke: Ji,
		fill: qi
	},
	bind: {
		mousedown: Qi,
		mouseup: Qi,
		click: Qi,
		dblclick: Qi,
		mousemove: $i,
		mouseleave: $i,
		mouseenter: $i
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
}, ta = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, na = qr({}, ta, { filter: Cr }), ra = qr({}, na, { size: 10 }), ia = qr({}, ta, { show: !1 }), aa = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", oa = "bold " + aa, sa = 1.5, ca = {
	show: !0,
	scale: "x",
	stroke: dn,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: oa,
	side: 2,
	grid: na,
	ticks: ra,
	border: ia,
	font: aa,
	lineGap: sa,
	rotate: 0
}, la = "Value", ua = "Time", da = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: J,
	max: -Infinity,
	idxs: []
};
function fa(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : G(e));
}
function pa(e, t, n, r, i, a, o) {
	let s = [], c = Mr.get(i) || 0;
	n = o ? n : Z(Ar(n, i), c);
	for (let e = n; e <= r; e = Z(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function ma(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = pr(c, q((c == 10 ? hr : gr)(n))), c == 10 && (i = yi[Wn(i, yi)]);
	let l = n, u = i * c;
	c == 10 && (u = yi[Wn(u, yi)]);
	do
		s.push(l), l += i, c == 10 && !Mr.has(l) && (l = Z(l, Mr.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = yi[Wn(u, yi)]));
	while (l <= r);
	return s;
}
function ha(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? ma(e, t, fr(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? ma(e, t, fr(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var ga = /./, _a = /[12357]/, va = /[125]/, ya = /1/, ba = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function xa(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? ga : c(7, o) - u >= l ? _a : c(5, o) - u >= l ? va : ya;
	if (d == ya) {
		let e = cr(c(1, o) - u);
		if (e < l) return ba(t.slice().reverse(), s.distr, d, ur(l / e)).reverse();
	}
	return ba(t, s.distr, d, 1);
}
function Sa(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = cr(c(1, o) - c(2, o));
	return l < s ? ba(t.slice().reverse(), 3, ga, ur(s / l)).reverse() : t;
}
function Ca(e, t, n, r) {
	return r == null ? Cn : t == null ? "" : G(t);
}
var wa = {
	show: !0,
	scale: "y",
	stroke: dn,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: oa,
	side: 3,
	grid: na,
	ticks: ra,
	border: ia,
	font: aa,
	lineGap: sa,
	rotate: 0
};
function Ta(e, t) {
	return Z((3 + (e || 1) * 2) * t, 3);
}
function Ea(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = cr(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * H);
	return r[1] - r[0] <= o;
}
var Da = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: J,
	max: -Infinity
}, Oa = (e, t, n, r, i) => i, ka = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Oa,
	alpha: 1,
	facets: [qr({}, Da, { scale: "x" }), qr({}, Da, { scale: "y" })]
}, Aa = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Oa,
	alpha: 1,
	points: {
		show: Ea,
		filter: null
	},
	values: null,
	min: J,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function ja(e, t, n, r, i) {
	return n / 10;
}
var Ma = {
	time: Lt,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Na = qr({}, Ma, {
	time: !1,
	ori: 1
}), Pa = {};
function Fa(e, t) {
	let n = Pa[e];
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
	}, e != null && (Pa[e] = n)), n;
}
var Ia = 1, La = 2;
function Ra(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, qa, Ya, Za, $a, to) : n(i, c, l, u, d, _, g, p, f, h, m, Ja, Xa, Qa, eo, no);
}
function za(e, t) {
	let n = 0, r = 0, i = W(e.bands, Ir);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Ba(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Va(e, t, n, r, i, a) {
	return Ra(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? Ya : Xa, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function Ha(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? Za : Qa, c = n;
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
function Ua(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function Wa(e, t, n, r, i, a, o) {
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
function Ga(e) {
	return e == 0 ? Sr : e == 1 ? lr : (t) => kr(t, e);
}
function Ka(e) {
	let t = e == 0 ? qa : Ja, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = dr(c, o / 2, s / 2), l = dr(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var qa = (e, t, n) => {
	e.moveTo(t, n);
}, Ja = (e, t, n) => {
	e.moveTo(n, t);
}, Ya = (e, t, n) => {
	e.lineTo(t, n);
}, Xa = (e, t, n) => {
	e.lineTo(n, t);
}, Za = Ka(0), Qa = Ka(1), $a = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, eo = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, to = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, no = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function ro(e) {
	return (e, t, n, r, i) => Ra(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = qa, v = $a) : (_ = Ja, v = eo);
		let y = Z(g.width * H, 3), b = (g.size - g.width) / 2 * H, x = Z(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		Za(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, sr * 2);
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
function io(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var ao = io(Ya), oo = io(Xa);
function so(e) {
	let t = W(e?.alignGaps, 0);
	return (e, n, r, i) => Ra(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = Jn(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = Ya, b = ao) : (y = Xa, b = oo);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Ia
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
		let [T, E] = za(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...Wa(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = Ha(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Va(e, n, r, i, C, -1), Va(e, n, r, i, C, 1)] : Va(e, n, r, i, C, E)), S;
	});
}
function co(e) {
	let t = W(e.align, 1), n = W(e.ascDesc, !1), r = W(e.alignGaps, 0), i = W(e.extend, !1);
	return (e, a, o, s) => Ra(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = Jn(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? Ya : Xa, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Ia
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
		let [te, ne] = za(e, a);
		if (c.fill != null || te != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, te));
			w(t, j, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...Wa(l, u, o, s, D, S, r));
			let f = c.width * H / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = Ha(i, d.ori, h, g, _, v);
		}
		return ne != 0 && (T.band = ne == 2 ? [Va(e, a, o, s, E, -1), Va(e, a, o, s, E, 1)] : Va(e, a, o, s, E, ne)), T;
	});
}
function lo(e, t, n, r, i, a, o = J) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = cr(e[c] - e[s]);
				t < l && (l = t, o = cr(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function uo(e) {
	e ||= Fr;
	let t = W(e.size, [
		.6,
		J,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = Y(i), o = 1 - t[0], s = W(t[1], J), c = W(t[2], 1), l = W(e.disp, Fr), u = W(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Ra(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * H, O = s * H, k = c * H, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let j = _.dir * (_.ori == 0 ? 1 : -1), te = _.ori == 0 ? Za : Qa, ne = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, re = W(e.bands, Ir).find((e) => e.series[0] == t), ie = re == null ? 0 : re.dir, ae = m.fillTo(e, t, m.min, m.max, ie), M = T(b(ae, v, w, S)), N, P, F, I = C, L = T(m.width * H), oe = !1, se = null, ce = null, le = null, ue = null;
		d != null && (L == 0 || f != null) && (oe = !0, se = d.values(e, t, i, p), ce = /* @__PURE__ */ new Map(), new Set(se).forEach((e) => {
			e != null && ce.set(e, new Path2D());
		}), L > 0 && (le = f.values(e, t, i, p), ue = /* @__PURE__ */ new Map(), new Set(le).forEach((e) => {
			e != null && ue.set(e, new Path2D());
		})));
		let { x0: de, size: fe } = l;
		if (de != null && fe != null) {
			E = 1, h = de.values(e, t, i, p), de.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = fe.values(e, t, i, p);
			P = fe.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), I = lo(h, g, y, _, C, x, I), F = I - P + D;
		} else I = lo(h, g, y, _, C, x, I), F = I * o + D, P = I - F;
		F < 1 && (F = 0), L >= P / 2 && (L = 0), F < 5 && (T = Sr);
		let pe = F > 0, me = I - F - (pe ? L : 0);
		P = T(br(me, k, O)), N = (E == 0 ? P / 2 : E == j ? 0 : P) - E * j * ((E == 0 ? D / 2 : 0) + (pe ? L / 2 : 0));
		let he = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, ge = oe ? null : new Path2D(), _e = null;
		if (re != null) _e = e.data[re.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), _e = n.values(e, t, i, p));
		}
		let ve = ee * P, ye = A * P;
		for (let n = j == 1 ? i : p; n >= i && n <= p; n += j) {
			let r = g[n];
			if (r == null) continue;
			if (_e != null) {
				let e = _e[n] ?? 0;
				if (r - e == 0) continue;
				M = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(W(r, ae), v, w, S), o = T(i - N), s = T(fr(a, M)), c = T(dr(a, M)), u = s - c;
			if (r != null) {
				let i = r < 0 ? ye : ve, a = r < 0 ? ve : ye;
				oe ? (L > 0 && le[n] != null && te(ue.get(le[n]), o, c + q(L / 2), P, fr(0, u - L), i, a), se[n] != null && te(ce.get(se[n]), o, c + q(L / 2), P, fr(0, u - L), i, a)) : te(ge, o, c + q(L / 2), P, fr(0, u - L), i, a), ne(e, t, n, o - L / 2, c, P + L, u);
			}
		}
		return L > 0 ? he.stroke = oe ? ue : ge : oe || (he._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, he.width = 0), he.fill = oe ? ce : ge, he;
	});
}
function fo(e, t) {
	let n = W(t?.alignGaps, 0);
	return (t, r, i, a) => Ra(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = Jn(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = qa, S = Ya, x = to) : (b = Ja, S = Xa, x = no);
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
			flags: Ia
		}, k = O.stroke, [ee, A] = za(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...Wa(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = Ha(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [Va(t, r, i, a, k, -1), Va(t, r, i, a, k, 1)] : Va(t, r, i, a, k, A)), O;
	});
}
function po(e) {
	return fo(mo, e);
}
function mo(e, t, n, r, i, a) {
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
var ho = /* @__PURE__ */ new Set();
function go() {
	for (let e of ho) e.syncRect(!0);
}
wn && (Hn(yn, En, go), Hn(bn, En, go, !0), Hn(Sn, En, () => {
	Mo.pxRatio = H;
}));
var _o = so(), vo = ro();
function yo(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => xo(e, r, t, n));
}
function bo(e, t) {
	return e.map((e, n) => n == 0 ? {} : qr({}, t, e));
}
function xo(e, t, n, r) {
	return qr({}, t == 0 ? n : r, e);
}
function So(e, t, n) {
	return t == null ? Lr : [t, n];
}
var Co = So;
function wo(e, t, n) {
	return t == null ? Lr : rr(t, n, $n, !0);
}
function To(e, t, n, r) {
	return t == null ? Lr : Zn(t, n, e.scales[r].log, !1);
}
var Eo = To;
function Do(e, t, n, r) {
	return t == null ? Lr : Qn(t, n, e.scales[r].log, !1);
}
var Oo = Do;
function ko(e, t, n, r, i) {
	let a = fr(yr(e), yr(t)), o = t - e, s = Wn(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Mr.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Ao(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = lr((n = +r) * H)) + "px"), [
		e,
		t,
		n
	];
}
function jo(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = Z(e[2] * H, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Mo(e, t, n) {
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
	let l = r.root = Nn(Rt);
	if (e.id != null && (l.id = e.id), An(l, e.class), e.title) {
		let t = Nn(Vt, l);
		t.textContent = e.title;
	}
	let u = Mn("canvas"), d = r.ctx = u.getContext("2d"), f = Nn(Ht, l);
	Hn("click", f, (e) => {
		e.target === m && (G != tr || K != nr) && mr.click(r, e);
	}, !0);
	let p = r.under = Nn(Ut, f);
	f.appendChild(u);
	let m = r.over = Nn(Wt, f);
	e = Kr(e);
	let h = +W(e.pxAlign, 1), g = Ga(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? yo(e.series || [], da, Aa, !1) : bo(e.series || [null], ka), y = r.axes = yo(e.axes || [], ca, wa, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = Y(e.fill || null), e.dir = W(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: bn,
		series: kt
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => hr(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => vr(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Fr)[t] || Fr;
			if (r.from != null) {
				E(r.from);
				let e = qr({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = qr({}, t == S ? Ma : Na, r), n.key = t;
				let e = n.time, a = n.range, o = Rr(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? er : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? er : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && Hr(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Lr : rr(n, r, e);
				}
				n.range = Y(a || (e ? Co : t == S ? n.distr == 3 ? Eo : n.distr == 4 ? Oo : So : n.distr == 3 ? To : n.distr == 4 ? Do : wo)), n.auto = Y(!o && n.auto), n.clamp = Y(n.clamp || ja), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (An(l, zt), k = a, ee = o) : (An(l, Bt), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let j = e.tzDate || ((e) => new Date(lr(e / _))), te = e.fmtDate || di, ne = _ == 1 ? Ni(j) : Ii(j), re = Ri(j, Li(_ == 1 ? Mi : Fi, te)), ie = Hi(j, Bi(Vi, te)), ae = [], M = r.legend = qr({}, Gi, e.legend), N = r.cursor = qr({}, ea, { drag: { y: i == 2 } }, e.cursor), P = M.show, F = N.show, I = M.markers;
	M.idxs = ae, I.width = Y(I.width), I.dash = Y(I.dash), I.stroke = Y(I.stroke), I.fill = Y(I.fill);
	let L, oe, se, ce = [], le = [], ue, de = !1, fe = {};
	if (M.live) {
		let e = v[1] ? v[1].values : null;
		de = e != null, ue = de ? e(r, 1, 0) : { _: 0 };
		for (let e in ue) fe[e] = Cn;
	}
	if (P) {
		if (L = Mn("table", Zt, l), se = Mn("tbody", null, L), M.mount(r, L), de) {
			oe = Mn("thead", null, L, se);
			let e = Mn("tr", null, oe);
			for (var pe in Mn("th", null, e), ue) Mn("th", nn, e).textContent = pe;
		} else An(L, $t), M.live && An(L, Qt);
	}
	let me = { show: !0 }, he = { show: !1 };
	function ge(e, t) {
		if (t == 0 && (de || !M.live || i == 2)) return Lr;
		let n = [], a = Mn("tr", en, se, se.childNodes[t]);
		An(a, e.class), e.show || An(a, Kt);
		let o = Mn("th", null, a);
		if (I.show) {
			let e = Nn(tn, o);
			if (t > 0) {
				let n = I.width(r, t);
				n && (e.style.border = n + "px " + I.dash(r, t) + " " + I.stroke(r, t)), e.style.background = I.fill(r, t);
			}
		}
		let s = Nn(nn, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (I.show || (s.style.color = e.width > 0 ? I.stroke(r, t) : I.fill(r, t)), ve("click", o, (t) => {
			if (N._lock) return;
			Ue(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != M.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && jr(r, e ? r == n ? me : he : me, !0, $.setSeries);
				});
			} else jr(n, { show: !e.show }, !0, $.setSeries);
		}, !1), Ke && ve(gn, o, (t) => {
			N._lock || (Ue(t), jr(v.indexOf(e), Zr, !0, $.setSeries));
		}, !1)), ue) {
			let e = Mn("td", rn, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let _e = /* @__PURE__ */ new Map();
	function ve(e, t, n, i = !0) {
		let a = _e.get(t) || {}, o = N.bind[e](r, t, n, i);
		o && (Hn(e, t, a[e] = o), _e.set(t, a));
	}
	function ye(e, t, n) {
		let r = _e.get(t) || {};
		for (let n in r) (e == null || n == e) && (Un(n, t, r[n]), delete r[n]);
		e ?? _e.delete(t);
	}
	let be = 0, xe = 0, R = 0, z = 0, Se = 0, Ce = 0, we = Se, Te = Ce, Ee = R, De = z, Oe = 0, ke = 0, Ae = 0, je = 0;
	r.bbox = {};
	let Me = !1, Ne = !1, Pe = !1, Fe = !1, Ie = !1, Le = !1;
	function Re(e, t, n) {
		(n || e != r.width || t != r.height) && ze(e, t), xn(!1), Pe = !0, Ne = !0, Pn();
	}
	function ze(e, t) {
		r.width = be = R = e, r.height = xe = z = t, Se = Ce = 0, Ve(), He();
		let n = r.bbox;
		Oe = n.left = kr(Se * H, .5), ke = n.top = kr(Ce * H, .5), Ae = n.width = kr(R * H, .5), je = n.height = kr(z * H, .5);
	}
	function Be() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = dn(t), i = yn(t);
			e = t == 3 || n && i, e || (ze(r.width, r.height), Ne = !0);
		}
	}
	function B({ width: e, height: t }) {
		Re(e, t);
	}
	r.setSize = B;
	function Ve() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (R -= c, a == 3 ? (Se += c, r = !0) : n = !0) : (z -= c, a == 0 ? (Ce += c, e = !0) : t = !0));
			}
		}), tt[0] = e, tt[1] = n, tt[2] = t, tt[3] = r, R -= at[1] + at[3], Se += at[3], z -= at[2] + at[0], Ce += at[0];
	}
	function He() {
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
		let r = e.prox = Y(e.prox), i = e.bias ??= 0;
		N.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? J, u = l >= 0 && l < J, d = D.ori == 0 ? R : z, f = N.left, p = t[0], m = t[a];
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
			} else u && cr(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Ue = (e) => {
		N.event = e;
	};
	N.idxs = ae, N._lock = !1;
	let We = N.points;
	We.show = Y(We.show), We.size = Y(We.size), We.stroke = Y(We.stroke), We.width = Y(We.width), We.fill = Y(We.fill);
	let Ge = r.focus = qr({}, e.focus || { alpha: .3 }, N.focus), Ke = Ge.prox >= 0, qe = Ke && We.one, Je = [], Ye = [], Xe = [];
	function Ze(e, t) {
		let n = We.show(r, t);
		if (n instanceof HTMLElement) return An(n, Xt), An(n, e.class), Fn(n, -10, -10, R, z), m.insertBefore(n, Je[t]), n;
	}
	function Qe(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? Vr(n) ? Hi(j, Bi(n, te)) : n || ie : n || Ca, e.label = e.label || (t ? ua : la);
		}
		if (qe || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || _o || wr, e.fillTo = Y(e.fillTo || Ba), e.pxAlign = +W(e.pxAlign, h), e.pxRound = Ga(e.pxAlign), e.stroke = Y(e.stroke || null), e.fill = Y(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Ta(fr(1, e.width), 1), n = e.points = qr({}, {
				size: t,
				width: fr(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: vo,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = Y(n.show), n.filter = Y(n.filter), n.fill = Y(n.fill), n.stroke = Y(n.stroke), n.paths = Y(n.paths), n.pxAlign = e.pxAlign;
		}
		if (P) {
			let n = ge(e, t);
			ce.splice(t, 0, n[0]), le.splice(t, 0, n[1]), M.values.push(null);
		}
		if (F) {
			ae.splice(t, 0, null);
			let n = null;
			qe ? t == 0 && (n = Ze(e, t)) : t > 0 && (n = Ze(e, t)), Je.splice(t, 0, n), Ye.splice(t, 0, 0), Xe.splice(t, 0, 0);
		}
		Q("addSeries", t);
	}
	function $e(e, t) {
		t ??= v.length, e = i == 1 ? xo(e, t, da, Aa) : xo(e, t, {}, ka), v.splice(t, 0, e), Qe(v[t], t);
	}
	r.addSeries = $e;
	function et(e) {
		if (v.splice(e, 1), P) {
			M.values.splice(e, 1), le.splice(e, 1);
			let t = ce.splice(e, 1)[0];
			ye(null, t.firstChild), t.remove();
		}
		F && (ae.splice(e, 1), Je.splice(e, 1)[0].remove(), Ye.splice(e, 1), Xe.splice(e, 1)), Q("delSeries", e);
	}
	r.delSeries = et;
	let tt = [
		!1,
		!1,
		!1,
		!1
	];
	function nt(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = Y(e.size), e.space = Y(e.space), e.rotate = Y(e.rotate), Rr(e.incrs) && e.incrs.forEach((e) => {
				!Mr.has(e) && Mr.set(e, Nr(e));
			}), e.incrs = Y(e.incrs || (i.distr == 2 ? vi : a ? _ == 1 ? ji : Pi : yi)), e.splits = Y(e.splits || (a && i.distr == 1 ? ne : i.distr == 3 ? ma : i.distr == 4 ? ha : pa)), e.stroke = Y(e.stroke), e.grid.stroke = Y(e.grid.stroke), e.ticks.stroke = Y(e.ticks.stroke), e.border.stroke = Y(e.border.stroke);
			let o = e.values;
			e.values = Rr(o) && !Rr(o[0]) ? Y(o) : a ? Rr(o) ? Ri(j, Li(o, te)) : Vr(o) ? zi(j, o) : o || re : o || fa, e.filter = Y(e.filter || (i.distr >= 3 && i.log == 10 ? xa : i.distr == 3 && i.log == 2 ? Sa : Cr)), e.font = Ao(e.font), e.labelFont = Ao(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (tt[t] = !0, e._el = Nn(Gt, f));
		}
	}
	function rt(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? lr(ca.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? lr(wa.size / 2) : 0), l;
	}
	let it = r.padding = (e.padding || [
		rt,
		rt,
		rt,
		rt
	]).map((e) => Y(W(e, rt))), at = r._padding = it.map((e, t) => e(r, t, tt, 0)), ot, st = null, ct = null, lt = i == 1 ? v[0].idxs : null, ut = null, dt = !1;
	function ft(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			ot = 0;
			for (let e = 1; e < v.length; e++) ot += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), ut = t[0], ot = ut.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(ot);
				for (let e = 0; e < ot; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (xn(!0), Q("setData"), O == 2 && (Pe = !0), n !== !1) {
			let e = D;
			e.auto(r, dt) ? pt() : Ar(S, e.min, e.max), Fe ||= N.left >= 0, Le = !0, Pn();
		}
	}
	r.setData = ft;
	function pt() {
		dt = !0;
		let e, n;
		i == 1 && (ot > 0 ? (st = lt[0] = 0, ct = lt[1] = ot - 1, e = t[0][st], n = t[0][ct], O == 2 ? (e = st, n = ct) : e == n && (O == 3 ? [e, n] = Zn(e, e, D.log, !1) : O == 4 ? [e, n] = Qn(e, e, D.log, !1) : D.time ? n = e + lr(86400 / _) : [e, n] = rr(e, n, $n, !0))) : (st = lt[0] = e = null, ct = lt[1] = n = null)), Ar(S, e, n);
	}
	let mt, ht, gt, _t, vt, yt, bt, xt, St, V;
	function Ct(e, t, n, r, i, a) {
		e ??= fn, n ??= Ir, r ??= "butt", i ??= fn, a ??= "round", e != mt && (d.strokeStyle = mt = e), i != ht && (d.fillStyle = ht = i), t != gt && (d.lineWidth = gt = t), a != vt && (d.lineJoin = vt = a), r != yt && (d.lineCap = yt = r), n != _t && d.setLineDash(_t = n);
	}
	function wt(e, t, n, r) {
		t != ht && (d.fillStyle = ht = t), e != bt && (d.font = bt = e), n != xt && (d.textAlign = xt = n), r != St && (d.textBaseline = St = r);
	}
	function Tt(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, dt) && (t == null || t.min == null)) {
			let t = W(st, 0), r = W(ct, i.length - 1), o = n.min == null ? Xn(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = dr(e.min, n.min = o[0]), e.max = fr(e.max, n.max = o[1]);
		}
	}
	let Et = {
		min: null,
		max: null
	};
	function Dt() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, dt)) && (A[e] = Et);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = Et);
		}
		A[S] != null && xn(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = Kr(b[t], Ur);
				if (n.min != null) qr(a, n);
				else if (t != S || i == 2) {
					if (ot == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = J, a.max = -Infinity;
				}
			}
		}
		if (ot > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], st = Wn(s.min, t[0]), ct = Wn(s.max, t[0]), ct - st > 1 && (t[0][st] < s.min && st++, t[0][ct] > s.max && ct--), n.min = ut[st], n.max = ut[ct];
					} else n.show && n.auto && Tt(s, o, n, t[a], n.sorted);
					n.idxs[0] = st, n.idxs[1] = ct;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && Tt(u, A[o], r, c, r.sorted), d != null && Tt(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = A[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == J ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? hr(i.min) : e == 4 ? vr(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? hr(i.max) : e == 4 ? vr(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) Pe = !0, Q("setScale", e);
			F && N.left >= 0 && (Fe = Le = !0);
		}
		for (let e in A) A[e] = null;
	}
	function Ot(e) {
		let t = br(st - 1, 0, ot - 1), n = br(ct + 1, 0, ot - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < ot - 1;) n++;
		return [t, n];
	}
	function kt() {
		if (ot > 0) {
			let e = v.some((e) => e._focus) && V != Ge.alpha;
			e && (d.globalAlpha = V = Ge.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (At(n, !1), At(n, !0), e._paths == null)) {
					let a = V;
					V != e.alpha && (d.globalAlpha = V = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Ot(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), V != a && (d.globalAlpha = V = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = V;
					V != e.alpha && (d.globalAlpha = V = e.alpha), e._paths != null && jt(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, st, ct, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, st, ct, a), jt(t, !0));
					}
					V != n && (d.globalAlpha = V = n), Q("drawSeries", t);
				}
			}), e && (d.globalAlpha = V = 1);
		}
	}
	function At(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function jt(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = Z(l * H, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = Oe - l / 2, t = ke - l / 2, n = Ae + l, r = je + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Nt(s, l, n.dash, n.cap, c, r, i, o, a) : Mt(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Mt(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Fr).band;
				Rr(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && ir(g, st, ct) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Nt(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Nt(n, i, a, o, s, c, l, u, d, f);
	}
	function Nt(e, t, n, r, i, a, o, s, c, l, u, f) {
		Ct(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), Ft(i, o), Pt(e, a, t)) : s & La ? (Ft(i, o), d.clip(f), Pt(e, a, t)) : s & Ia && (d.save(), d.clip(f), u && d.clip(u), Ft(i, o), d.restore(), Pt(e, a, t)) : (Ft(i, o), Pt(e, a, t)), (c || l || f) && d.restore();
	}
	function Pt(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = mt = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function Ft(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = ht = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function It(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = ko(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function Lt(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), Ct(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function dn(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, xn(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, xn(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = It(i, c, l, s == 0 ? R : z);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => ut[e]) : p, h = a.distr == 2 ? ut[p[1]] - ut[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = ur(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function yn(e) {
		let t = !0;
		return it.forEach((n, i) => {
			let a = n(r, i, tt, e);
			a != at[i] && (t = !1), at[i] = a;
		}), t;
	}
	function bn() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = lr((t._lpos + s) * H);
				wt(t.labelFont[0], c, "center", n == 2 ? sn : cn), d.save(), i == 1 ? (a = o = 0, d.translate(p, lr(ke + je / 2)), d.rotate((n == 3 ? -sr : sr) / 2)) : (a = lr(Oe + Ae / 2), o = p);
				let m = xr(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? Ae : je, h = i == 0 ? Oe : ke, _ = t._splits, v = p.distr == 2 ? _.map((e) => ut[e]) : _, x = p.distr == 2 ? ut[_[1]] - ut[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = lr(w * H), E = lr((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * H), D = t._rotate * -sr / 180, O = g(t._pos * H), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			wt(ee, c, t.align == 1 ? ln : t.align == 2 ? un : D > 0 ? ln : D < 0 ? un : i == 0 ? "center" : n == 3 ? un : ln, D || i == 1 ? "middle" : n == 2 ? sn : cn);
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
			S.show && Lt(j, S.filter(r, v, e, f, x), i, n, O, T, Z(S.width * H, 3), S.stroke(r, e), S.dash, S.cap);
			let ne = t.grid;
			ne.show && Lt(j, ne.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? ke : Oe, i == 0 ? je : Ae, Z(ne.width * H, 3), ne.stroke(r, e), ne.dash, ne.cap), C.show && Lt([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? ke : Oe, i == 1 ? je : Ae, Z(C.width * H, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Q("drawAxes");
	}
	function xn(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let wn = !1, Dn = !1, On = [];
	function kn() {
		Dn = !1;
		for (let e = 0; e < On.length; e++) Q(...On[e]);
		On.length = 0;
	}
	function Pn() {
		wn ||= ($r(Rn), !0);
	}
	function In(e, t = !1) {
		wn = !0, Dn = t, e(r), Rn(), t && On.length > 0 && queueMicrotask(kn);
	}
	r.batch = In;
	function Rn() {
		if (Me &&= (Dt(), !1), Pe &&= (Be(), !1), Ne) {
			if (U(p, ln, Se), U(p, sn, Ce), U(p, an, R), U(p, on, z), U(m, ln, Se), U(m, sn, Ce), U(m, an, R), U(m, on, z), U(f, an, be), U(f, on, xe), u.width = lr(be * H), u.height = lr(xe * H), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						U(e, a ? "left" : "top", r - t), U(e, a ? "width" : "height", n), U(e, a ? "top" : "left", a ? Ce : Se), U(e, a ? "height" : "width", a ? z : R), jn(e, Kt);
					} else An(e, Kt);
				}
			}), mt = ht = gt = vt = yt = bt = xt = St = _t = null, V = 1, fi(!0), Se != we || Ce != Te || R != Ee || z != De) {
				xn(!1);
				let e = R / Ee, t = z / De;
				if (F && !Fe && N.left >= 0) {
					N.left *= e, N.top *= t, Kn && Fn(Kn, lr(N.left), 0, R, z), qn && Fn(qn, 0, lr(N.top), R, z);
					for (let n = 0; n < Je.length; n++) {
						let r = Je[n];
						r != null && (Ye[n] *= e, Xe[n] *= t, Fn(r, ur(Ye[n]), ur(Xe[n]), R, z));
					}
				}
				if (X.show && !Ie && X.left >= 0 && X.width > 0) {
					X.left *= e, X.width *= e, X.top *= t, X.height *= t;
					for (let e in hi) U(Sr, e, X[e]);
				}
				we = Se, Te = Ce, Ee = R, De = z;
			}
			Q("setSize"), Ne = !1;
		}
		be > 0 && xe > 0 && (d.clearRect(0, 0, u.width, u.height), Q("drawClear"), w.forEach((e) => e()), Q("draw")), X.show && Ie && (Dr(X), Ie = !1), F && Fe && (li(null, !0, !1), Fe = !1), M.show && M.live && Le && (si(), Le = !1), c || (c = !0, r.status = 1, Q("ready")), dt = !1, wn = !1;
	}
	r.redraw = (e, t) => {
		Pe = t || !1, e === !1 ? Pn() : Ar(S, D.min, D.max);
	};
	function Bn(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (ot == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (ot > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && ot > 0 && (n.min = Wn(n.min, t[0]), n.max = Wn(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, Me = !0, Pn();
		}
	}
	r.setScale = Bn;
	let Vn, Gn, Kn, qn, Jn, Yn, tr, nr, ar, or, G, K, q = !1, mr = N.drag, gr = mr.x, yr = mr.y;
	F && (N.x && (Vn = Nn(Jt, m)), N.y && (Gn = Nn(Yt, m)), D.ori == 0 ? (Kn = Vn, qn = Gn) : (Kn = Gn, qn = Vn), G = N.left, K = N.top);
	let X = r.select = qr({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Sr = X.show ? Nn(qt, X.over ? m : p) : null;
	function Dr(e, t) {
		if (X.show) {
			for (let t in e) X[t] = e[t], t in hi && U(Sr, t, e[t]);
			t !== !1 && Q("setSelect");
		}
	}
	r.setSelect = Dr;
	function Or(e) {
		if (v[e].show) P && jn(ce[e], Kt);
		else if (P && An(ce[e], Kt), F) {
			let t = qe ? Je[0] : Je[e];
			t != null && Fn(t, -10, -10, R, z);
		}
	}
	function Ar(e, t, n) {
		Bn(e, {
			min: t,
			max: n
		});
	}
	function jr(e, t, n, a) {
		t.focus != null && Qr(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Or(r), i == 2 ? (Ar(n.facets[0].scale, null, null), Ar(n.facets[1].scale, null, null)) : Ar(n.scale, null, null), Pn());
		}), n !== !1 && Q("setSeries", e, t), a && Ki("setSeries", r, e, t);
	}
	r.setSeries = jr;
	function Pr(e, t) {
		qr(x[e], t);
	}
	function zr(e, t) {
		e.fill = Y(e.fill || null), e.dir = W(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Wr(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = zr, r.setBand = Pr, r.delBand = Wr;
	function Gr(e, t) {
		v[e].alpha = t, F && Je[e] != null && (Je[e].style.opacity = t), P && ce[e] && (ce[e].style.opacity = t);
	}
	let Jr, Yr, Xr, Zr = { focus: !0 };
	function Qr(e) {
		if (e != Xr) {
			let t = e == null, n = Ge.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Gr(a, i ? 1 : Ge.alpha);
				}
			}), Xr = e, n && Pn();
		}
	}
	P && Ke && ve(_n, L, (e) => {
		N._lock || (Ue(e), Xr != null && jr(null, Zr, !0, $.setSeries));
	});
	function ei(e, t, n) {
		let r = b[t];
		n && (e = e / H - (r.ori == 1 ? Ce : Se));
		let i = R;
		r.ori == 1 && (i = z, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? pr(10, c) : l == 4 ? _r(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function ti(e, n) {
		return Wn(ei(e, S, n), t[0], st, ct);
	}
	r.valToIdx = (e) => Wn(e, t[0]), r.posToIdx = ti, r.posToVal = ei, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? Ae : R, n ? Oe : 0) : o(e, b[t], n ? je : z, n ? ke : 0), r.setCursor = (e, t, n) => {
		G = e.left, K = e.top, li(null, t, n);
	};
	function ni(e, t) {
		U(Sr, ln, X.left = e), U(Sr, an, X.width = t);
	}
	function ri(e, t) {
		U(Sr, sn, X.top = e), U(Sr, on, X.height = t);
	}
	let ii = D.ori == 0 ? ni : ri, ai = D.ori == 1 ? ni : ri;
	function oi() {
		if (P && M.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && de) continue;
			let t = M.values[e], n = 0;
			for (let r in t) le[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function si(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			ae[t] = e;
		}) : Br(e.idx) || ae.fill(e.idx), M.idx = ae[0]), P && M.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !de) && ci(e, ae[e]);
			oi();
		}
		Le = !1, t !== !1 && Q("setLegend");
	}
	r.setLegend = si;
	function ci(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? ut : t[e], o;
		de ? o = i.values(r, e, n) ?? fe : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? fe : { _: o }), M.values[e] = o;
	}
	function li(e, n, a) {
		ar = G, or = K, [G, K] = N.move(r, G, K), N.left = G, N.top = K, F && (Kn && Fn(Kn, lr(G), 0, R, z), qn && Fn(qn, 0, lr(K), R, z));
		let o, s = st > ct;
		Jr = J, Yr = null;
		let c = D.ori == 0 ? R : z, l = D.ori == 1 ? R : z;
		if (G < 0 || ot == 0 || s) {
			o = N.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = Je[e];
				t != null && Fn(t, -10, -10, R, z);
			}
			Ke && jr(null, Zr, !0, e == null && $.setSeries), M.live && (ae.fill(o), Le = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? G : K, n = ei(e, S), o = N.idx = Wn(n, t[0], st, ct), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = ae[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = N.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (Le = Le || S != y || x != _, ae[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (Ke && S != null) {
						let t = D.ori == 1 ? G : K, n = cr(Ge.dist(r, e, x, _, t));
						if (n < Jr) {
							let r = Ge.bias;
							if (r != 0) {
								let i = ei(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Jr = n, Yr = e);
							} else Jr = n, Yr = e;
						}
					}
					if (Le || qe) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = We.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = We.size(r, e);
						if (v = We.fill(r, e), g = We.stroke(r, e), qe) e == Yr && Jr <= Ge.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = Je[e];
							t != null && (Ye[e] = c, Xe[e] = l, zn(t, a, o, y), Ln(t, v, g), Fn(t, ur(c), ur(l), R, z));
						}
					}
				}
			}
			if (qe) {
				let e = Ge.prox;
				if (Le || (Xr == null ? Jr <= e : Jr > e || Yr != Xr)) {
					let e = Je[0];
					e != null && (Ye[0] = s, Xe[0] = u, zn(e, d, f, p), Ln(e, m, h), Fn(e, ur(s), ur(u), R, z));
				}
			}
		}
		if (X.show && q) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (gr = s._x, yr = s._y, gr || yr) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && gr ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), ii(dr(v, y), cr(y - v))) : ii(0, c), S && yr ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), ai(dr(v, y), cr(y - v))) : ai(0, l);
				} else gi();
			} else {
				let e = cr(ar - Jn), t = cr(or - Yn);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				gr = mr.x && e >= mr.dist, yr = mr.y && t >= mr.dist;
				let n = mr.uni;
				n == null ? mr.x && mr.y && (gr || yr) && (gr = yr = !0) : gr && yr && (gr = e >= n, yr = t >= n, !gr && !yr && (t > e ? yr = !0 : gr = !0));
				let r, i;
				gr && (D.ori == 0 ? (r = tr, i = G) : (r = nr, i = K), ii(dr(r, i), cr(i - r)), yr || ai(0, l)), yr && (D.ori == 1 ? (r = tr, i = G) : (r = nr, i = K), ai(dr(r, i), cr(i - r)), gr || ii(0, c)), !gr && !yr && (ii(0, 0), ai(0, 0));
			}
		}
		if (mr._x = gr, mr._y = yr, e == null) {
			if (a) {
				if (Ui != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : ei(D.ori == 0 ? G : K, e), $.values[1] = t == null ? null : ei(D.ori == 1 ? G : K, t);
				}
				Ki(pn, r, G, K, R, z, o);
			}
			if (Ke) {
				let e = a && $.setSeries, t = Ge.prox;
				Xr == null ? Jr <= t && jr(Yr, Zr, !0, e) : Jr > t ? jr(null, Zr, !0, e) : Yr != Xr && jr(Yr, Zr, !0, e);
			}
		}
		Le && (M.idx = o, si()), n !== !1 && Q("setCursor");
	}
	let ui = null;
	Object.defineProperty(r, "rect", { get() {
		return ui ?? fi(!1), ui;
	} });
	function fi(e = !1) {
		e ? ui = null : (ui = m.getBoundingClientRect(), Q("syncRect", ui));
	}
	function pi(e, t, n, r, i, a, o) {
		N._lock || q && e != null && e.movementX == 0 && e.movementY == 0 || (mi(e, t, n, r, i, a, o, !1, e != null), e == null ? li(t, !0, !1) : li(null, !0, !0));
	}
	function mi(e, t, n, i, a, o, c, l, u) {
		if (ui ?? fi(!1), Ue(e), e != null) n = e.clientX - ui.left, i = e.clientY - ui.top;
		else {
			if (n < 0 || i < 0) {
				G = -10, K = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? R : z, _ = D.ori == 1 ? R : z, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == pn) && ((n <= 1 || n >= R - 1) && (n = kr(n, R)), (i <= 1 || i >= z - 1) && (i = kr(i, z))), l ? (Jn = n, Yn = i, [tr, nr] = N.move(r, n, i)) : (G = n, K = i);
	}
	let hi = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function gi() {
		Dr(hi, !1);
	}
	let _i, bi, xi, Si;
	function Ci(e, t, n, i, a, o, s) {
		q = !0, gr = yr = mr._x = mr._y = !1, mi(e, t, n, i, a, o, s, !0, !1), e != null && (ve(hn, Tn, wi, !1), Ki(mn, r, tr, nr, R, z, null));
		let { left: c, top: l, width: u, height: d } = X;
		_i = c, bi = l, xi = u, Si = d;
	}
	function wi(e, t, n, i, a, o, s) {
		q = mr._x = mr._y = !1, mi(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = X, f = u > 0 || d > 0, p = _i != c || bi != l || xi != u || Si != d;
		if (f && p && Dr(X), mr.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), gr && Ar(S, ei(e, S), ei(e + t, S)), yr) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != J && Ar(e, ei(n + r, e), ei(n, e));
			}
			gi();
		} else N.lock && (N._lock = !N._lock, li(t, !0, e != null));
		e != null && (ye(hn, Tn), Ki(hn, r, G, K, R, z, null));
	}
	function Ti(e, t, n, r, i, a, o) {
		if (N._lock) return;
		Ue(e);
		let s = q;
		if (q) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = gr, r = yr) : (n = yr, r = gr), n && r && (e = G <= 10 || G >= R - 10, t = K <= 10 || K >= z - 10), n && e && (G = G < tr ? 0 : R), r && t && (K = K < nr ? 0 : z), li(null, !0, !0), q = !1;
		}
		G = -10, K = -10, ae.fill(null), li(null, !0, !0), s && (q = s);
	}
	function Ei(e, t, n, i, a, o, s) {
		N._lock || (Ue(e), pt(), gi(), e != null && Ki(vn, r, G, K, R, z, null));
	}
	function Di() {
		y.forEach(jo), Re(r.width, r.height, !0);
	}
	Hn(Sn, En, Di);
	let Oi = {};
	Oi.mousedown = Ci, Oi.mousemove = pi, Oi.mouseup = wi, Oi.dblclick = Ei, Oi.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && jr(n, i, !0, !1);
	}, F && (ve(mn, m, Ci), ve(pn, m, pi), ve(gn, m, (e) => {
		Ue(e), fi(!1);
	}), ve(_n, m, Ti), ve(vn, m, Ei), ho.add(r), r.syncRect = fi);
	let ki = r.hooks = e.hooks || {};
	function Q(e, t, n) {
		Dn ? On.push([
			e,
			t,
			n
		]) : e in ki && ki[e].forEach((e) => {
			e.call(null, r, t, n);
		});
	}
	(e.plugins || []).forEach((e) => {
		for (let t in e.hooks) ki[t] = (ki[t] || []).concat(e.hooks[t]);
	});
	let Ai = (e, t, n) => n, $ = qr({
		key: null,
		setSeries: !1,
		filters: {
			pub: Tr,
			sub: Tr
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Er,
			Er,
			Ai
		],
		values: [null, null]
	}, N.sync);
	$.match.length == 2 && $.match.push(Ai), N.sync = $;
	let Ui = $.key, Wi = Fa(Ui);
	function Ki(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && Wi.pub(e, t, n, r, i, a, o);
	}
	Wi.sub(r);
	function qi(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Oi[e](null, t, n, r, i, a, o);
	}
	r.pub = qi;
	function Ji() {
		Wi.unsub(r), ho.delete(r), _e.clear(), Un(Sn, En, Di), l.remove(), L?.remove(), Q("destroy");
	}
	r.destroy = Ji;
	function Yi() {
		Q("init", e, t), ft(t || e.data, !1), A[S] ? Bn(S, A[S]) : pt(), Ie = X.show && (X.width > 0 || X.height > 0), Fe = Le = !0, Re(e.width, e.height);
	}
	return v.forEach(Qe), y.forEach(nt), n ? n instanceof HTMLElement ? (n.appendChild(l), Yi()) : n(r, Yi) : Yi(), r;
}
Mo.assign = qr, Mo.fmtNum = G, Mo.rangeNum = rr, Mo.rangeLog = Zn, Mo.rangeAsinh = Qn, Mo.orient = Ra, Mo.pxRatio = H, Mo.join = Qr, Mo.fmtDate = di, Mo.tzDate = pi, Mo.sync = Fa;
{
	Mo.addGap = Ua, Mo.clipGaps = Ha;
	let e = Mo.paths = { points: ro };
	e.linear = so, e.stepped = co, e.bars = uo, e.spline = po;
}
// src/theme.ts
function No(e) {
	return getComputedStyle(document.documentElement).getPropertyValue(e).trim();
}
var Po = 8;
function Fo(e) {
	return No(`--run-${e % Po}`);
}
// src/views/charts.ts
var Io = class {
	root;
	controller;
	charts = [];
	selectedStep = null;
	tracedSteps = [];
	shown = [];
	smoothing = 0;
	events = [];
	openEvent = null;
	columnsOf = /* @__PURE__ */ new WeakMap();
	constructor(e, t, n, i, a) {
		this.root = e, this.controller = n, r(e, () => this.resize()), t.watch([i], (e) => {
			this.show(e[i], e.steps.map((e) => e.step)), this.select(e.step);
		}), t.watch(["steps"], (e) => this.marks(e.steps.map((e) => e.step))), t.watch(["step"], (e) => this.select(e.step)), t.watch(["diagnosis", "event"], (e) => {
			this.events = e.diagnosis, this.openEvent = vt(e.diagnosis, e.event);
			for (let { plot: e } of this.charts) e.redraw(!1, !1);
		}), t.watch(["dark"], () => this.restyle()), a && (this.smoothing = t.state.smoothing, t.watch(["smoothing"], (e) => this.setSmoothing(e.smoothing)));
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
			let o = new Mo(this.options(t, n), this.data(n), t);
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
			let t = e.map((e) => u(e[2]));
			return [
				e.map((e) => e[0]),
				t,
				et(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Mo.join(t);
	}
	legend(t) {
		let n = e("div", "run-legend");
		for (let [r, i] of t.entries()) {
			let t = e("span"), a = e("span", "swatch");
			a.style.background = Fo(r), t.append(a, i), n.append(t);
		}
		return n;
	}
	options(e, t) {
		let n = No("--chart-grid"), r = {
			stroke: No("--chart-axis"),
			grid: { stroke: n },
			ticks: { stroke: n }
		}, i = t.runs.flatMap(({ run: e }, t) => {
			let n = Fo(t);
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
			scales: {
				x: { time: !1 },
				y: { range: (e, t, n) => pt(t, n) }
			},
			axes: [{
				...r,
				incrs: dt
			}, {
				...r,
				size: 56,
				values: (e, t) => ft(t)
			}],
			series: [{}, ...i],
			hooks: { draw: [(e) => this.drawMarks(e)] }
		};
	}
	drawMarks(e) {
		let t = e.ctx, { left: n, top: r, width: i, height: a } = e.bbox;
		t.save(), t.fillStyle = No("--chart-mark");
		let o = 4 * devicePixelRatio, s = this.markedColumns(e, n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.drawEvents(e, t), this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = No("--chart-cursor"), t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
		}
		t.restore();
	}
	drawEvents(e, t) {
		let { top: n, height: r } = e.bbox, i = 5 * devicePixelRatio;
		if (this.openEvent !== null) {
			let i = No(this.openEvent.severity === "critical" ? "--diagnosis-critical" : "--diagnosis-warn"), [a, o] = [this.openEvent.onset_step, this.openEvent.fired_step].map((t) => this.clampedX(e, t));
			t.save(), t.fillStyle = i, t.globalAlpha = .12, t.fillRect(a, n, Math.max(devicePixelRatio, o - a), r), t.globalAlpha = 1, t.strokeStyle = i, t.lineWidth = devicePixelRatio, t.setLineDash([4 * devicePixelRatio, 3 * devicePixelRatio]), t.beginPath(), t.moveTo(o, n), t.lineTo(o, n + r), t.stroke(), t.restore();
		}
		for (let r of this.events) {
			let a = e.valToPos(r.onset_step, "x", !0);
			!Number.isFinite(a) || a < e.bbox.left || a > e.bbox.left + e.bbox.width || (t.fillStyle = No(r.severity === "critical" ? "--diagnosis-critical" : "--diagnosis-warn"), t.beginPath(), t.moveTo(a - i, n), t.lineTo(a + i, n), t.lineTo(a, n + i * 1.4), t.closePath(), t.fill());
		}
	}
	clampedX(e, t) {
		let { left: n, width: r } = e.bbox;
		return Math.min(n + r, Math.max(n, e.valToPos(t, "x", !0)));
	}
	markedColumns(e, t, n) {
		let r = `${e.scales.x.min} ${e.scales.x.max} ${t} ${n}`, i = this.columnsOf.get(e);
		if (i && i.steps === this.tracedSteps && i.key === r) return i.columns;
		let a = tt(this.tracedSteps, (n) => e.valToPos(n, "x", !0) - t, n);
		return this.columnsOf.set(e, {
			steps: this.tracedSteps,
			key: r,
			columns: a
		}), a;
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
}, Lo = [
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
], Ro = [
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
function zo(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var Bo = [
	160,
	160,
	160
];
function Vo(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function Ho(e, t) {
	let n = Vo(e, t);
	return Number.isNaN(n) ? Bo : zo(e.kind === "sequential" ? Lo : Ro, n);
}
function Uo(e, t) {
	let n = Vo(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function Wo(e) {
	let t = [`${e}.missing { background: ${Ko(Bo)}; color: #000; }`];
	for (let [n, r] of [["sequential", Lo], ["diverging", Ro]]) for (let i = 0; i < 64; i++) {
		let a = zo(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${Ko(a)}; color: ${Go(a)}; }`);
	}
	return t.join("\n");
}
function Go(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function Ko(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function qo(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? Lo : Ro).map((e) => Ko(e)).join(", ")})`;
}
// src/views/tokens.ts
var Jo = 24.7, Yo = 7.9, Xo = class {
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
		this.trace = t, this.values = n, this.scale = r, this.outlined = i, this.element = e("div", "path"), this.starts = Ve(t.tokenText, t.spans.map((e) => e.start)), this.spans = Array(t.tokenIds.length), this.observer = new IntersectionObserver((e) => {
			for (let t of e) t.isIntersecting && this.fill(Number(t.target.dataset.block));
		}, {
			root: this.element,
			rootMargin: "600px 0px"
		});
		for (let n = 0; n < this.starts.length; n++) {
			let r = te(t, this.starts[n]), i = r !== null && r.kind !== "policy", a = i ? this.splicedBlock(r, this.starts[n] === r.start) : e("div", "tok-block");
			a.dataset.block = String(n);
			let o = n + 1 < this.starts.length ? this.starts[n + 1] : t.tokenIds.length;
			r?.kind === "policy" && this.starts[n] === r.start && (a.dataset.turn = String(r.turn), a.append(e("span", "turn-label", `turn ${r.turn}`)));
			let s = 0;
			for (let e = this.starts[n]; e < o; e++) s += t.tokenText[e].length + 1;
			i || (a.style.minHeight = `${Math.ceil(s * Yo / 900) * Jo}px`), this.blocks.push(a), this.filled.push(!1), this.element.append(a), this.observer.observe(a);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(He(this.starts, e)), this.spans[e];
	}
	reveal(e) {
		let t = this.span(e).closest("details");
		t && !t.open && (t.open = !0);
	}
	splicedBlock(t, n) {
		let r = e("details", "tok-block spliced");
		r.dataset.kind = t.kind, r.dataset.turn = String(t.turn), t.tool_calls.some((e) => e.status !== "ok") && r.classList.add("failed");
		let i = e("summary", "spliced-summary", n ? re(t) : "(continued)");
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
			t.className = r && i ? `tok ${Uo(i, r[a])}` : "tok";
			let o = A(n, a);
			o !== null && n.tokenText[a] === "" ? t.classList.add("cont") : t.textContent = g(n.tokenText[a]), o !== null && (t.title = o), t.dataset.i = String(a), this.outlined?.(a) && t.classList.add("outlined"), n.responseMask && !n.responseMask[a] ? (t.classList.add("masked"), t.title = "not generated by the policy (response_mask 0)") : s && s[a] > .5 && (t.classList.add("rejected"), t.title = "rejected by verl's rollout correction: left out of training"), this.spans[a] = t, c.append(t);
		}
		if (o === n.tokenIds.length && n.truncated) {
			let t = e("span", "truncated-end", "✂ cut at the length limit");
			t.title = "the response reached the length limit without an end-of-sequence token: generation was cut here", c.append(t);
		}
		a.append(c), a.style.minHeight = "", this.observer.unobserve(a);
	}
}, Zo = class {
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
			n.textContent = h(t.responseText), l.append(n);
		} else {
			let e = new Xo(t, i, a, c);
			e.element.classList.add("compact"), this.strips.push(e), l.append(e.element);
		}
		this.root.append(l);
	}
}, Qo = class {
	controller;
	rows;
	summary;
	picker;
	constructor(t, n, r) {
		this.controller = r, this.picker = e("select", "compare-picker"), this.picker.setAttribute("aria-label", "compare this prompt with run"), this.picker.hidden = !0, this.picker.addEventListener("change", () => void r.comparePrompt(this.picker.value || null)), this.summary = e("div", "compare-summary");
		let i = e("div", "compare-rows");
		t.append(this.summary, i), this.rows = new Zo(i), n.watch([
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
		let a = t.trace, o = gt(n.tokenIds, a.tokenIds);
		this.summary.append(this.describe(n, a, o, i, t.run));
		let s = o < 0 ? null : (e) => e === o;
		for (let [e, o] of [[i, n], [t.run, a]]) {
			let { values: t, scale: n } = pe(o, r), a = e === i ? () => void this.controller.selectStep(o.step, o.sampleIndex) : () => void this.controller.selectRun(e, {
				step: o.step,
				sample: o.sampleIndex
			});
			this.rows.add(o, `${e} · step ${o.step} · #${o.sampleIndex} · score ${d(o.score)}`, a, t, n, "compare-row", {
				run: e,
				step: String(o.step)
			}, s);
		}
	}
	describe(t, n, r, i, a) {
		let o = e("div", "compare-line");
		if (o.dataset.divergence = String(r), r < 0) return o.textContent = `Both runs chose the same ${t.tokenIds.length} tokens.`, o;
		let { ours: s, theirs: c } = _t(t, n, r);
		return o.append(`The responses agree on ${r} token${r === 1 ? "" : "s"}; at token ${r} `, ...this.choice(i, s, c.text), "; ", ...this.choice(a, c, s.text), "."), o;
	}
	choice(t, n, r) {
		if (n.text === null) return [`${t}'s response has ended`];
		let i = [`${t} chose `, e("span", "compare-token", g(n.text))];
		return n.prob !== null && i.push(` (p ${d(n.prob, 3)})`), r !== null && i.push(" and gave ", e("span", "compare-token", g(r)), n.probOfOther === null ? " a probability below its top-k" : ` p ${d(n.probOfOther, 3)}`), i;
	}
}, $o = 5, es = class {
	root;
	store;
	trace = null;
	lists;
	sources;
	constructor(t, n) {
		this.root = t, this.store = n, this.lists = e("div", "credit-lists"), this.sources = e("div", "credit-sources"), this.sources.setAttribute("aria-live", "polite"), n.watch(["trace"], (e) => this.show(e.trace)), n.watch(["token", "attentionLayer"], (e) => this.showSources(e.token ?? -1));
	}
	show(t) {
		if (this.trace = t, this.root.replaceChildren(), this.lists.replaceChildren(), this.sources.replaceChildren(), !t || t.tokenIds.length === 0) return;
		this.root.append(e("div", "chart-title", "Credit and blame"), this.lists, this.sources);
		let n = (e) => {
			let n = se(t, e);
			return n && j(t, n);
		}, r = n("advantage");
		if (r) {
			let { top: e, bottom: t } = Ge(r, $o, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", t);
		}
		let i = n("token_reward");
		i && this.addList("reward", "reward landed on", Ke(i, $o));
		let a = n("kl");
		a && this.addList("kl", "furthest from the reference (KL)", Ge(a, $o, !0).top);
		let o = n("mismatch");
		if (o) {
			this.addList("mismatch", "trainer vs rollout (mismatch)", Ke(o, $o));
			let t = Qe(o), n = t && $e(t.mean, t.spread);
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
			this.sources.append(e("div", "note", `No attribution for this sample: run \`tb-verl attribute LOGDIR --run RUN --checkpoint HF_DIR --steps ${n.step}\` to see which tokens each decision drew on and attended to.`));
			return;
		}
		if (t < 0) {
			this.sources.append(e("div", "note", "Hover or focus a token to see which tokens its decision drew on and attended to."));
			return;
		}
		let r = e("div", "sources-title");
		r.append("Token ", e("span", "source-token", g(ee(n, t))), ` (position ${t}) drew on:`);
		let i = e("div", "source-column");
		i.dataset.kind = "attribution", i.append(e("div", "source-column-title", `gradient × input (${n.attribution.method})`), this.sourceList(C(n, t)));
		let a = e("div", "source-columns");
		a.append(i, this.attentionColumn(n, t)), this.sources.append(r, a);
	}
	attentionColumn(t, n) {
		let r = e("div", "source-column");
		r.dataset.kind = "attention";
		let i = E(t, this.store.state.attentionLayer);
		if (i === null || !t.attention) return r.append(e("div", "note", "No attention for this sample: it was attributed by an older tb-verl; run `tb-verl attribute` again to record it.")), r;
		let a = e("select", "layer-picker");
		a.setAttribute("aria-label", "attention layer");
		for (let n of t.attention.layers) {
			let t = e("option", void 0, `layer ${n}`);
			t.value = String(n), t.selected = n === i, a.append(t);
		}
		a.addEventListener("change", () => this.store.set({ attentionLayer: Number(a.value) }));
		let o = e("div", "source-column-title");
		return o.append("attention (heads averaged), ", a), r.append(o, this.sourceList(w(t, n, i)), this.acrossLayers(t, n, i)), r;
	}
	acrossLayers(t, n, r) {
		let i = e("div", "across-layers");
		i.append(e("div", "source-column-title", "across layers: the most attended position of each"));
		for (let { layer: a, top: o } of T(t, n)) {
			let t = e("button", "layer-row");
			t.dataset.layer = String(a), a === r && t.classList.add("chosen"), t.title = `layer ${a}: show its attention above`;
			let n = e("span", "source-bar positive");
			n.style.width = `${Math.max(2, (o?.weight ?? 0) * 100)}%`;
			let s = e("span", "source-track");
			s.append(n), t.append(e("span", "layer-name", `L${a}`), e("span", "layer-top", o ? g(o.text) : "–"), e("span", "layer-where", o ? `${o.part} ${o.index}` : ""), s, e("span", "layer-weight", o ? d(o.weight, 2) : "")), t.addEventListener("click", () => this.store.set({ attentionLayer: a })), i.append(t);
		}
		return i;
	}
	sourceList(t) {
		let n = e("ol", "source-list");
		for (let r of t) {
			let t = e("li", "source");
			t.dataset.part = r.part, t.dataset.index = String(r.index);
			let i = e("span", r.weight >= 0 ? "source-bar positive" : "source-bar negative");
			i.style.width = `${Math.max(2, Math.abs(r.weight) * 100)}%`;
			let a = e("span", "source-track");
			a.append(i), t.append(e("span", "source-where", `${r.part} ${r.index}`), e("span", "source-text", g(r.text)), a, e("span", "source-weight", d(r.weight, 3))), r.part === "response" && (t.classList.add("clickable"), t.addEventListener("click", () => this.store.set({ token: r.index }))), n.append(t);
		}
		return n;
	}
	addList(t, n, r) {
		if (!this.trace || r.length === 0) return;
		let i = e("div", "credit-list");
		i.dataset.kind = t, i.append(e("span", "credit-title", n));
		for (let t of r) {
			let n = e("button", "credit-chip");
			n.dataset.i = String(t.position), n.append(e("span", "chip-text", g(ee(this.trace, t.position))), e("span", "chip-value", d(t.value, 3))), n.title = `position ${t.position}`, n.addEventListener("click", () => this.store.set({ token: t.position })), i.append(n);
		}
		this.lists.append(i);
	}
}, ts = class {
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
		let n = Ye(t);
		if (n.length === 0) return;
		let r = e("div", "chart-title");
		r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(t.tokenIds, (e, t) => t), a = Je(t), o = No("--turn-boundary"), s = No("--chart-axis"), c = { stroke: No("--chart-grid") };
		this.plot = new Mo({
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
			scales: {
				x: { time: !1 },
				y: { range: (e, t, n) => pt(t, n) }
			},
			axes: [{
				stroke: s,
				grid: c,
				incrs: dt
			}, {
				stroke: s,
				grid: c,
				size: 48,
				values: (e, t) => ft(t)
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: No(`--curve-${e.field}`),
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
}, ns = {
	loading: "Diagnosis: reading the run…",
	done: "Diagnosis: no detector fired on this run.",
	off: "Diagnosis is off: TensorBoard was started with --tb_verl_diagnosis=false.",
	failed: "Diagnosis: could not be read (the browser console says why)."
}, rs = class {
	root;
	controller;
	folded = !1;
	constructor(e, t, n) {
		this.root = e, this.controller = n, t.watch([
			"diagnosis",
			"diagnosisStatus",
			"event",
			"chartSeries",
			"run"
		], (e) => this.show(e));
	}
	show(n) {
		let { diagnosis: r, event: i } = n;
		if (this.root.replaceChildren(), this.root.classList.toggle("quiet", r.length === 0), this.root.dataset.status = n.diagnosisStatus, n.run === null) return;
		if (r.length === 0) {
			this.root.append(e("span", "diagnosis-none", ns[n.diagnosisStatus]));
			return;
		}
		let [a, o] = this.stepRange(n), s = e("div", "diagnosis-strip");
		s.setAttribute("role", "group"), s.setAttribute("aria-label", `diagnosis events by onset, steps ${a} to ${o}`);
		let c = e("ol", "event-list");
		for (let e of r) {
			let n = `${e.severity} ${e.detector} from step ${e.onset_step}`, r = t(e.severity === "critical" ? "◆" : "▲", n, () => void this.controller.openEvent(e.detector));
			r.className = `event-mark ${e.severity}`, r.style.left = `${(xt(e.onset_step, a, o) * 100).toFixed(2)}%`, r.setAttribute("aria-pressed", String(e.detector === i)), s.append(r), c.append(this.item(e, e.detector === i));
		}
		let l = e("details", "diagnosis-details");
		l.open = !this.folded, l.addEventListener("toggle", () => {
			this.folded = !l.open;
		}), l.append(e("summary", "diagnosis-title", `Diagnosis: ${r.length} event${r.length === 1 ? "" : "s"}, earliest first (the likely root cause)`), c), this.root.append(s, l);
	}
	item(n, r) {
		let i = e("li", `event ${n.severity}${r ? " open" : ""}`);
		i.dataset.detector = n.detector;
		let a = n.onset_step === n.fired_step ? `step ${n.onset_step}` : `steps ${n.onset_step}–${n.fired_step}`, o = t(`${n.severity} · ${n.detector} · ${a}`, `open the evidence of ${n.detector}`, () => void this.controller.openEvent(n.detector));
		if (o.className = "event-open", o.setAttribute("aria-pressed", String(r)), i.append(o, e("span", "explanation", n.explanation)), n.knob) {
			let t = e("a", "knob", n.knob);
			t.href = St(n.knob), t.target = "_blank", t.rel = "noopener noreferrer", i.append(t);
		}
		return n.after.length && i.append(e("span", "after", `after ${n.after.join(", ")}`)), i;
	}
	stepRange(e) {
		let t = e.chartSeries.flatMap((e) => {
			let t = e.runs[0]?.points ?? [];
			return t.length ? [t[0][0], t[t.length - 1][0]] : [];
		});
		return e.steps.length && t.push(e.steps[0].step, e.steps[e.steps.length - 1].step), t.push(...e.diagnosis.map((e) => e.onset_step)), [Math.min(...t), Math.max(...t)];
	}
};
// src/model/knobs.ts
function is(e) {
	let t = Object.keys(e), n = (e) => e.slice(e.lastIndexOf(".") + 1), r = /* @__PURE__ */ new Map();
	for (let e of t) r.set(n(e), (r.get(n(e)) ?? 0) + 1);
	return t.map((t) => ({
		label: r.get(n(t)) === 1 ? n(t) : t,
		name: t,
		value: String(e[t])
	}));
}
function as(e, t) {
	let n = `entropy > ${d(e, 3)} nats`;
	return t === null ? `${n} (an absolute threshold)` : `${n} (the ${os(t.percentile)} percentile of step ${t.step}'s token entropy, kept for the run)`;
}
function os(e) {
	let t = Math.round(e);
	return `${t}${t % 100 >= 11 && t % 100 <= 13 ? "th" : [
		"th",
		"st",
		"nd",
		"rd"
	][t % 10] ?? "th"}`;
}
// src/views/exploration.ts
var ss = 160, cs = [
	"#ff4081",
	"#00e5ff",
	"#ffffff",
	"#ff9100"
], ls = class {
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
		this.body = e("div", "exploration-body"), this.body.append(this.heatmap, a), t.append(this.fold, this.shiftNote, this.body), t.hidden = !0, new Io(a, n, i, "explorationSeries", !1), this.title = e("div", "chart-title"), this.canvas = e("canvas", "entropy-heatmap"), this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = lt(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
			n.set({ metric: "entropy" }), i.selectNearest(this.data.steps[t]);
		}), r(t, () => this.draw()), n.watch(["exploration"], (e) => this.show(e.exploration)), n.watch(["explorationSeries"], (e) => this.showShift(e.explorationSeries)), n.watch(["explorationSeries", "explorationFolded"], (e) => this.showFold(e)), this.showFold(n.state), n.watch(["step"], (e) => {
			this.selected = e.step, this.draw();
		});
	}
	show(t) {
		if (this.data = t, this.heatmap.replaceChildren(), this.root.hidden = t === null, !t) return;
		let n = t.edges[t.edges.length - 1];
		this.title.textContent = `Exploration: per-token entropy over training (0 to ${n.toFixed(2)} nats, bottom to top; colour = share of the step's tokens; click a step)`;
		let r = t.forking_threshold === null ? e("div", "forking-rule") : e("div", "forking-rule", `Forking tokens (the forking share chart, outlined on the path): ${as(t.forking_threshold, t.forking_rule)}`);
		this.heatmap.append(this.title, this.knobs(t.knobs), r, this.schedules(t.schedules), this.canvas), this.draw();
	}
	schedules(t) {
		let n = e("div", "schedules");
		return t.length === 0 || (n.append(e("span", "knobs-title", "Schedules (drawn over the heatmap, each on its own scale):")), t.forEach((t, r) => {
			let i = t.points.map((e) => e[1]).filter((e) => e !== null), a = e("span", "schedule");
			a.title = t.tag, a.dataset.name = t.name;
			let o = e("span", "schedule-swatch");
			o.style.background = cs[r % cs.length], a.append(o, e("span", "knob-name", t.name), e("span", "knob-value", `${d(i[0], 4)} → ${d(i[i.length - 1], 4)}`)), n.append(a);
		})), n;
	}
	knobs(t) {
		let n = e("div", "knobs"), r = is(t);
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
		let t = (t) => e.find((e) => e.tag === t)?.runs[0]?.points ?? [], n = ut(t("mismatch/log_ratio/mean"), t("mismatch/log_ratio/std"));
		this.shiftNote.hidden = n === null, this.shiftNote.textContent = n ? `Training–inference mismatch, ${n.count} of ${n.of} steps (latest: step ${n.step}). ${n.note}` : "";
	}
	draw() {
		let e = this.data;
		if (!e || e.steps.length === 0) return;
		let t = Math.max(200, this.heatmap.clientWidth - 2), n = window.devicePixelRatio || 1;
		this.canvas.width = t * n, this.canvas.height = ss * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${ss}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = ss / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = Ko(Ho(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, ss - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (e.schedules.forEach((n, i) => {
			let a = ct(n.points, e.steps, t, ss);
			r.strokeStyle = cs[i % cs.length], r.lineWidth = 2, r.beginPath(), a.forEach(([e, t], n) => n === 0 ? r.moveTo(e, t) : r.lineTo(e, t)), r.stroke();
		}), this.selected !== null) {
			let t = v(i, (t) => e.steps[t], this.selected);
			r.strokeStyle = No("--heatmap-cursor"), r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
}, us = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new Zo(t), this.button = e("button", "view-button group-button"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showGroup()), n.watch(["trace", "stepDetail"], ({ trace: e, stepDetail: t }) => {
			let n = e && t && e.groupId ? Ie(t.samples, e.groupId) : [];
			this.button.hidden = n.length < 2, this.button.textContent = `Compare the ${n.length} responses of this group`;
		}), n.watch(["group", "metric"], ({ group: e, metric: t }) => this.show(e, t));
	}
	show(t, n) {
		if (this.rows.clear(), !t) return;
		let { groupId: r, traces: i } = t, a = e("div", "chart-title");
		a.textContent = `group ${r}: ${i.length} recorded responses to the same prompt`, this.rows.root.append(a);
		for (let e of i) {
			let { values: t, scale: r } = pe(e, n);
			this.rows.add(e, `#${e.sampleIndex} · score ${d(e.score)} · mean advantage ${d(Ze(e.fields.get("advantage")))}`, () => void this.controller.selectSample(e.sampleIndex), t, r, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, ds = 14, fs = {
	kind: "sequential",
	min: 0,
	max: 1
}, ps = class {
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
			let t = this.start + Math.floor(e.offsetX / ds);
			this.trace && t < this.trace.tokenIds.length && this.store.set({ token: t });
		}), this.root.append(n, r), this.canvas = r, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / ds)), o = t.tokenIds.length;
		this.start = Ue(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * ds * c, e.height = n * ds * c, e.style.width = `${s * ds}px`, e.style.height = `${n * ds}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = Ko(Ho(fs, Math.exp(i[a * n + o]))), l.fillRect(e * ds, o * ds, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * ds + 1, o * ds + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * ds + .5, .5, 13, n * ds - 1));
		}
	}
}, ms = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new Zo(t), this.button = e("button", "view-button history-button", "Follow this prompt across training"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showHistory()), n.watch(["trace"], ({ trace: e }) => {
			this.button.hidden = e === null;
		}), n.watch(["history"], ({ history: e }) => this.show(e));
	}
	show(t) {
		if (this.rows.clear(), !t) return;
		let { promptText: n, traces: r, occurrences: i } = t, a = e("div", "chart-title"), o = new Set(r.map((e) => e.step)).size;
		a.textContent = `${i} recorded response${i === 1 ? "" : "s"} to this prompt` + (r.length < i ? ` (${r.length} shown, evenly spread over ${o} steps)` : ` over ${o} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let s = e("div", "prompt");
		s.textContent = h(n), this.rows.root.append(a, s);
		let c = null;
		for (let e of r) {
			let t = Xe(e, c);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${d(e.score)}`, () => void this.controller.selectStep(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), c = e;
		}
	}
};
function hs(e, t, n) {
	return Math.max(t, Math.min(n, e));
}
function gs(e, t, n, r) {
	let i = hs(e.top, 8, Math.max(8, r.height - n.height - 8)), a = t.left - 8 - n.width;
	if (a >= 8) return {
		left: a,
		top: i
	};
	let o = t.left + t.width + 8;
	if (o + n.width + 8 <= r.width) return {
		left: o,
		top: i
	};
	let s = hs(e.left, 8, Math.max(8, r.width - n.width - 8)), c = e.top + e.height + 8, l = e.top - 8 - n.height;
	return c + n.height + 8 <= r.height ? {
		left: s,
		top: c
	} : l >= 8 ? {
		left: s,
		top: l
	} : {
		left: s,
		top: hs(c, 8, Math.max(8, r.height - n.height - 8))
	};
}
// src/views/path.ts
var _s = !1;
function vs() {
	if (_s) return;
	_s = !0;
	let t = e("style");
	t.textContent = Wo(".tok"), document.head.append(t);
}
var ys = class {
	root;
	store;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	promptTokens = [];
	attended = [];
	outlined = "";
	constructor(t, r) {
		this.root = t, this.store = r, this.card = e("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), vs(), r.watch([
			"trace",
			"metric",
			"exploration",
			"diagnosis",
			"event"
		], (e, t) => {
			(t.has("trace") || t.has("metric") || this.trace && this.outlineKey(this.trace) !== this.outlined) && this.show(e.trace, e.metric);
		}), r.watch(["token"], (e) => {
			e.token !== null && this.focusToken(e.token);
		}), r.watch([
			"trace",
			"token",
			"attentionLayer"
		], (e) => this.markAttended(e.token ?? -1, e.attentionLayer)), r.watch([
			"sample",
			"trace",
			"stepDetail"
		], ({ sample: t, trace: n, stepDetail: r }) => {
			this.root.querySelector(".unrecorded-note")?.remove();
			let i = n ? void 0 : r?.samples.find((e) => e.sample_index === t);
			if (i && !ge(i)) {
				let t = e("div", "unrecorded-note", `Sample ${i.sample_index} of step ${r?.step} was not recorded; its summary: ${we(i)}`);
				this.root.append(t);
			}
		}), document.addEventListener("keydown", (e) => {
			!n(e) && e.key === "n" && this.nextUncertainToken();
		});
	}
	evidence(e) {
		return bt(vt(this.store.state.diagnosis, this.store.state.event), e.step, e.sampleIndex);
	}
	outlineKey(e) {
		let t = this.evidence(e);
		return t.length ? `evidence ${this.store.state.event} ${t}` : `forking ${this.forkingThreshold(e)}`;
	}
	outline(t, n) {
		let r = new Set(this.evidence(t));
		if (r.size) return n.append(e("span", "forking-note evidence-note", `outlined: the evidence of ${this.store.state.event} (${r.size} token${r.size === 1 ? "" : "s"})`)), (e) => r.has(e);
		let i = t.fields.get("entropy"), a = i && j(t, i), o = this.forkingThreshold(t);
		if (!a || o === null) return null;
		let s = as(o, this.store.state.exploration?.forking_rule ?? null);
		return n.append(e("span", "forking-note", `outlined: forking tokens, ${s}`)), (e) => a[e] > o;
	}
	forkingThreshold(e) {
		let t = this.store.state.exploration?.forking_threshold ?? null;
		return this.metric?.key === "entropy" && e.fields.has("entropy") ? t : null;
	}
	show(e, t) {
		if (this.trace = e, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.strip?.dispose(), this.strip = null, this.promptTokens = [], this.attended = [], !e) return;
		let n = de(e);
		this.metric = n.find((e) => e.key === t) ?? n[0];
		let { values: r, scale: i } = pe(e, this.metric.key), a = this.header(e, n, r);
		this.root.append(a);
		let o = this.prompt(e);
		o && this.root.append(o), this.root.append(this.tokens(e, r, i, a));
	}
	header(t, n, r) {
		let i = e("div", "path-header"), a = e("select", "metric-picker");
		a.setAttribute("aria-label", "colour tokens by");
		for (let r of n) {
			let n = e("option", void 0, r.label);
			n.value = r.key, n.disabled = r.values(t) === null, n.selected = r.key === this.metric?.key, a.append(n);
		}
		a.addEventListener("change", () => this.store.set({ metric: a.value })), i.append(e("span", "label", "colour by"), a, this.legend(r));
		let o = [`step ${t.step}`, `sample ${t.sampleIndex}`];
		t.groupId && o.push(`group ${Fe(t.groupId)}`);
		let s = ne(t);
		s && o.push(s);
		let c = t.spans.filter((e) => e.kind === "policy").length;
		return c && o.push(`${c} turns`), i.append(e("span", "meta", o.join(" · "))), i;
	}
	prompt(t) {
		let n = t.attribution?.promptTokenText ?? [];
		if (!n.length && !t.promptText) return null;
		let r = e("div", "prompt");
		if (n.length) {
			let t = e("span", "prompt-text prompt-tokens");
			this.promptTokens = n.map((t, n) => {
				let r = e("span", "prompt-tok", g(t));
				return r.dataset.i = String(n), r;
			}), t.append(...this.promptTokens), r.append(e("span", "label", "prompt "), t);
		} else r.append(e("span", "label", "prompt "), e("span", "prompt-text", h(t.promptText)));
		return r;
	}
	tokens(t, n, r, i) {
		this.outlined = this.outlineKey(t);
		let a = new Xo(t, n, r, this.outline(t, i));
		this.strip = a;
		let o = a.element;
		o.tabIndex = 0, o.setAttribute("aria-label", "response tokens: arrow keys move between tokens");
		let s = k(t);
		return s !== null && (t.tokenIds.length > 0 || t.responseText) && o.prepend(e("div", "note provenance", s)), t.tokenIds.length === 0 && o.append(t.responseText ? e("div", "text-only", h(t.responseText)) : e("span", "empty", "(empty response)")), o.addEventListener("mouseover", (e) => {
			let t = a.indexOf(e.target);
			t >= 0 && this.activate(t);
		}), o.addEventListener("mouseleave", () => {
			document.activeElement !== o && this.activate(-1);
		}), o.addEventListener("focus", () => this.activate(Math.max(0, this.active))), o.addEventListener("blur", () => this.activate(-1)), o.addEventListener("keydown", (e) => {
			let t = {
				ArrowRight: 1,
				ArrowLeft: -1,
				Home: -Infinity,
				End: Infinity
			};
			e.key in t && a.length !== 0 && (e.preventDefault(), this.activate(Math.min(a.length - 1, Math.max(0, this.active + t[e.key]))));
		}), o;
	}
	legend(t) {
		let n = e("span", "legend");
		if (!t || !this.metric) return n.textContent = "not logged for this sample", n;
		let r = fe(this.metric, t), i = e("span", "legend-bar");
		i.style.background = qo(r.kind);
		let a = Math.max(Math.abs(r.min), Math.abs(r.max)), [o, s] = r.kind === "diverging" ? [-a, a] : [r.min, r.max], c = s - o, l = c > 0 ? Math.min(4, Math.max(2, Math.ceil(-Math.log10(c)) + 1)) : 2;
		return n.append(e("span", "legend-min", d(o, l)), i, e("span", "legend-max", d(s, l))), n;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.trace || !this.strip || e.length === 0) return !1;
		let t = j(this.trace, e), n = We(t);
		for (let e = 1; e <= t.length; e++) {
			let r = (Math.max(this.active, -1) + e) % t.length;
			if (t[r] >= n) return this.activate(r), !0;
		}
		return !1;
	}
	markAttended(e, t) {
		for (let e of this.attended) e.classList.remove("attended"), e.style.removeProperty("--attention");
		this.attended = [];
		let n = this.trace, r = n && E(n, t);
		if (!(!n || !this.strip || r === null || e < 0)) for (let t of w(n, e, r)) {
			let e = t.part === "prompt" ? this.promptTokens[t.index] : this.strip.span(t.index);
			e && (e.classList.add("attended"), e.style.setProperty("--attention", t.weight.toFixed(3)), this.attended.push(e));
		}
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
		let n = gs(t.getBoundingClientRect(), this.strip.element.getBoundingClientRect(), this.card.getBoundingClientRect(), {
			width: window.innerWidth,
			height: window.innerHeight
		});
		this.card.style.left = `${n.left}px`, this.card.style.top = `${n.top}px`;
	}
	fillCard(t, n) {
		this.card.replaceChildren();
		let r = e("div", "card-title");
		r.append(e("span", "card-token", g(ee(t, n))), e("span", "card-id", `id ${t.tokenIds[n]} · position ${n}`)), this.card.append(r);
		let i = A(t, n);
		i !== null && this.card.append(e("div", "card-part", i));
		let { alternatives: a, rank: o } = me(t, n), s = e("table", "card-numbers"), c = (e, t) => {
			let n = s.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		}, l = te(t, n);
		l && c("turn", re(l));
		let u = ne(t);
		u && c("sample reward", u), t.responseMask && !t.responseMask[n] && c("response_mask", "0: not a policy token");
		let f = t.fields.get("log_prob");
		f && c("probability", d(Math.exp(f[n]), 4));
		let p = t.fields.get("rollout_log_prob");
		p && c("rollout probability", oe(t, "rollout_log_prob", Math.exp(p[n]), n)), t.topK && c("rank", o === null ? `> ${t.topK.k}` : String(o));
		for (let [e, r] of [...t.fields, ...ce(t)]) c(L(e), oe(t, e, r[n], n));
		if (a.length) {
			let r = e("div", "topk");
			r.append(e("div", "topk-title", `top-${a.length} alternatives`));
			for (let i of a) {
				let a = e("div", "topk-row");
				i.id === t.tokenIds[n] && a.classList.add("chosen");
				let o = e("span", "topk-bar");
				o.style.width = `${Math.max(1, i.prob * 100)}%`, a.append(e("span", "topk-text", g(i.text)), e("span", "topk-track", void 0), e("span", "topk-prob", d(i.prob, 3))), a.children[1].append(o), r.append(a);
			}
			this.card.append(r);
		}
		this.card.append(s);
	}
}, bs = class {
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
function xs(t) {
	let n = e("span", "status");
	return n.setAttribute("role", "status"), t.watch(["message"], ({ message: e }) => {
		n.textContent = e?.text ?? "", n.dataset.kind = e?.kind ?? "";
	}), n;
}
// src/views/search.ts
var Ss = class {
	root;
	store;
	controller;
	constructor(t, n, r) {
		this.root = t, this.store = n, this.controller = r, n.watch(["search"], ({ search: n }) => {
			n ? n.result ? this.show(n.result) : t.replaceChildren(e("div", "note", `Searching every step for ${n.query}…`)) : t.replaceChildren();
		});
	}
	show(t) {
		this.root.replaceChildren();
		let n = e("div", "chart-title", Ne(t)), r = e("button", "search-close", "×");
		r.title = "close the search results", r.setAttribute("aria-label", "close the search results"), r.addEventListener("click", () => this.store.set({ search: null })), n.append(" ", r);
		let i = e("ol", "search-list");
		for (let [n, r, a, o] of t.matches) {
			let t = e("li", "search-hit");
			t.dataset.step = String(n), t.dataset.sample = String(r), t.dataset.recorded = String(a);
			let s = e("button", "search-open", `step ${n} · #${r}${a ? "" : " · not recorded"}`);
			s.addEventListener("click", () => void this.controller.selectStep(n, r)), t.append(s), o !== null && t.append(e("span", "search-snippet", h(o))), i.append(t);
		}
		this.root.append(n, t.matches.length ? i : e("div", "note", "No row of any step passes it."));
	}
}, Cs = class {
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
			let e = this.filter.trim();
			e && i.searchAll(e);
		}), this.body = e("div");
		let a = e("div", "search-results");
		t.append(this.filterInput, this.searchAll, this.body, a), new Ss(a, r, i), r.watch(["stepDetail", "sample"], ({ stepDetail: e, sample: t }, n) => {
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
		if (!this.detail) return [];
		let e = this.texts;
		return Ee(this.detail.samples.filter((t) => Pe(t, this.filter, e ? e.get(t.sample_index) ?? "" : void 0)), this.sortKey, this.descending);
	}
	wantsTexts() {
		return Me(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let t = this.filter.trim();
		this.searchAll.hidden = !t, this.searchAll.textContent = t ? `Search every step for ${t}` : "";
		let n = this.detail;
		if (this.filterInput.hidden = !n, !n) return;
		let r = e("div", "samples-caption"), i = this.visibleSamples(), a = n.samples.filter(ge).length, o = n.samples.length > a ? `, ${n.samples.length} listed` : "";
		r.textContent = `Step ${n.step}: ${a} recorded of ${n.batch_size} responses${o}` + (i.length < n.samples.length ? ` (${i.length} match the filter)` : ""), this.body.append(r);
		let s = e("table", "samples"), c = Ce(n.samples);
		this.head(s.createTHead().insertRow(), c);
		let l = s.createTBody();
		for (let e of i) this.row(l.insertRow(), c, e);
		this.body.append(s);
	}
	head(t, n) {
		for (let r of n) {
			let n = e("th");
			n.textContent = r.label + (this.sortKey === r.key ? this.descending ? " ▼" : " ▲" : ""), n.title = `${r.title} (click to sort)`, n.tabIndex = 0, n.dataset.key = r.key;
			let i = () => {
				this.descending = this.sortKey === r.key ? !this.descending : r.key !== "sample", this.sortKey = r.key, this.render();
			};
			n.addEventListener("click", i), n.addEventListener("keydown", (e) => e.key === "Enter" && i()), t.append(n);
		}
	}
	row(t, n, r) {
		t.tabIndex = 0, t.dataset.sample = String(r.sample_index), r.sample_index === this.selectedSample && t.classList.add("selected"), ge(r) || (t.classList.add("unrecorded"), t.title = "not recorded: the index keeps this response's summary, not its trace");
		for (let i of n) {
			let n = t.insertCell();
			if (n.dataset.key = i.key, i.key === "group" ? (n.textContent = Fe(r.group_id), n.title = r.group_id) : n.textContent = Te(i, r), i.key === "length" && r.truncated) {
				let t = e("span", "badge truncated", Oe);
				t.title = "cut at the length limit without an end-of-sequence token (filter: truncated)", n.append(" ", t);
			}
		}
		let i = () => void this.controller.selectSample(r.sample_index);
		t.addEventListener("click", i), t.addEventListener("keydown", (e) => e.key === "Enter" && i());
	}
}, ws = class {
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
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : y(this.steps, e);
			t !== null && a(t);
		}), this.count = e("span", "step-count");
		let o = t("◀", "previous logged step", () => i.moveStep(-1)), s = t("▶", "next logged step", () => i.moveStep(1));
		this.element.append(o, this.slider, "step ", this.box, this.count, s), document.addEventListener("keydown", (e) => {
			n(e) || (e.key === "[" && i.moveStep(-1), e.key === "]" && i.moveStep(1));
		}), r.watch(["steps", "step"], (e, t) => this.show(e.steps, e.step, t.has("step")));
	}
	show(e, t, n) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let r = t === null ? -1 : b(e, t);
		this.slider.value = String(Math.max(0, r)), (n || document.activeElement !== this.box) && (this.box.value = t === null ? "" : String(t)), this.count.textContent = e.length ? ` (${r + 1} of ${e.length} traced)` : " (none traced)";
	}
}, Ts = class {
	store = new Pt(Ft());
	controller = new wt(this.store);
	constructor(t) {
		let { store: n, controller: r } = this;
		t.replaceChildren(), t.classList.add("tbv-app"), n.watch(["dark"], ({ dark: e }) => document.documentElement.classList.toggle("dark", e));
		let i = e("header", "toolbar");
		i.append(new bs(n, r).element, new ws(n, r).element, new It(n, r).element, xs(n));
		let a = e("section", "diagnosis");
		new rs(a, n, r);
		let o = e("section", "charts");
		new Io(o, n, r, "chartSeries", !0);
		let s = e("section", "exploration");
		new ls(s, n, r);
		let c = e("section", "samples-pane");
		new Cs(c, n, r);
		let [l, u, d, f, p, m, h] = [
			e("div"),
			e("div", "credit"),
			e("div", "curves"),
			e("div", "heatmap-pane"),
			e("div", "group-view"),
			e("div", "history-view"),
			e("div", "compare-view")
		];
		new ys(l, n), new es(u, n), new ts(d, n), new ps(f, n);
		let g = new us(p, n, r), _ = new ms(m, n, r), v = new Qo(h, n, r), y = e("div", "view-buttons");
		y.append(g.button, _.button, v.picker);
		let b = e("section", "path-pane");
		b.append(l, u, y, h, d, f, p, m);
		let x = e("main", "detail");
		x.append(c, b), t.append(i, a, o, s, x), n.watch([
			"run",
			"split",
			"step",
			"sample",
			"metric",
			"token",
			"compareRun",
			"explorationFolded",
			"event"
		], (e) => {
			if (e.run === null) return;
			let { run: t, split: n, step: r, sample: i, token: a, metric: o, compareRun: s, explorationFolded: c, event: l } = e;
			Nt({
				run: t,
				split: n,
				step: r ?? void 0,
				sample: i ?? void 0,
				token: a ?? void 0,
				metric: o,
				vs: s ?? void 0,
				exploration: c ? "folded" : void 0,
				event: l ?? void 0
			});
		}), kt((e) => n.set({ dark: e }));
	}
	async start() {
		await this.controller.start(Mt()), At(() => void this.controller.refresh());
	}
}, Es = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--warn:#a15c00;--lightningcss-light:initial;--lightningcss-dark: ;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light;--chart-axis:#555;--chart-grid:#00000014;--chart-mark:#1976d2b3;--chart-cursor:#1565c0;--heatmap-cursor:#ff6f00;--run-0:#e65100;--run-1:#0072b2;--run-2:#009e73;--run-3:#cc79a7;--run-4:#56b4e9;--run-5:#d55e00;--run-6:#999;--run-7:#000;--curve-value:#1565c0;--curve-advantage:#e65100;--curve-entropy:#2e7d32;--curve-kl:#6a1b9a;--turn-boundary:#00000073;--diagnosis-warn:#c77700;--diagnosis-critical:#c62828}:root.dark{--chart-axis:#bbb;--chart-grid:#ffffff14;--chart-mark:#78b4ffb3;--chart-cursor:#90caf9;--heatmap-cursor:#ff6f00;--run-0:#ff9e40;--run-1:#56b4e9;--run-2:#33c7a0;--run-3:#e69ad0;--run-4:#9fd3f5;--run-5:#f0a35e;--run-6:#bbb;--run-7:#fff;--curve-value:#90caf9;--curve-advantage:#ffb74d;--curve-entropy:#a5d6a7;--curve-kl:#ce93d8;--turn-boundary:#ffffff80;--diagnosis-warn:#ffb74d;--diagnosis-critical:#ef5350;--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--warn:#f6b35c;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.run-picker{align-items:center;gap:8px;display:inline-flex}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.diagnosis{padding:6px 12px 0}.diagnosis.quiet{color:var(--muted);font-size:12px}.diagnosis-title{color:var(--muted);font-weight:500}.diagnosis-strip{border-bottom:1px solid var(--border);height:18px;margin:4px 8px;position:relative}.event-mark{cursor:pointer;background:0 0;border:none;padding:0 2px;font-size:13px;line-height:16px;position:absolute;top:0;transform:translate(-50%)}.event-mark.warn,.event.warn .event-open{color:var(--diagnosis-warn)}.event-mark.critical,.event.critical .event-open{color:var(--diagnosis-critical)}.event-mark[aria-pressed=true]{outline:2px solid var(--focus)}.event-list{max-width:100%;margin:4px 0 0;padding-left:20px}.event{overflow-wrap:anywhere;margin:2px 0}.event.open{background:var(--selected)}.event-open{cursor:pointer;font-weight:600;font:inherit;background:0 0;border:none;padding:0 6px 0 0;font-weight:600}.event .explanation{color:var(--fg)}.event .knob,.event .after{color:var(--muted);margin-left:6px;font-size:12px}.event .knob{color:var(--accent)}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}table.samples tbody tr.unrecorded{color:var(--muted)}.unrecorded-note{color:var(--muted);padding:8px 0}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.tok.rejected{text-decoration:line-through;text-decoration-thickness:2px}.prompt-tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px;font-family:Roboto Mono,ui-monospace,monospace}.attended{box-shadow:inset 0 -3px 0 rgba(255, 179, 0, calc(.3 + .7 * var(--attention,1)))}.turn-label{color:var(--muted);border:1px solid var(--border);border-radius:8px;margin-right:6px;padding:0 6px;font:600 11px system-ui,sans-serif;display:inline-block}.tok-block[data-turn]:not(:first-child):not(.spliced){margin-top:4px}details.spliced{background:var(--panel);border-left:3px solid var(--border);border-radius:3px;margin:4px 0;padding:2px 8px}details.spliced[data-kind=tool]{border-left-color:var(--accent)}details.spliced.failed{border-left-color:var(--error)}.spliced-summary{cursor:pointer;color:var(--muted);white-space:pre-wrap;word-break:break-word;font:12px system-ui,sans-serif}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view,.compare-view{margin-top:10px}.compare-rows{grid-template-columns:1fr 1fr;gap:12px;display:grid}.compare-line{margin:6px 0}.compare-token{font-family:var(--mono,monospace);background:var(--panel);border:1px solid var(--border);unicode-bidi:isolate;border-radius:3px;padding:0 3px}.compare-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.knobs{color:var(--muted);flex-wrap:wrap;align-items:baseline;gap:4px 8px;margin:2px 0 6px;display:flex}.knob{border:1px solid var(--border);border-radius:10px;gap:4px;padding:0 8px;display:inline-flex}.knob-value{color:var(--fg);font-variant-numeric:tabular-nums}.schedules{color:var(--muted);flex-wrap:wrap;align-items:center;gap:4px 12px;margin:0 0 6px;display:flex}.schedule{align-items:center;gap:4px;display:inline-flex}.schedule-swatch{border-radius:1px;width:16px;height:3px;display:inline-block}.fold-button{cursor:pointer;font:inherit;color:var(--fg);background:0 0;border:none;margin:6px 0 2px;padding:2px 0;font-weight:600;display:block}.fold-button:hover{color:var(--accent);text-decoration:underline}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-columns{grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:4px 16px;display:grid}.source-column-title{color:var(--muted);margin-top:4px}.source-column[data-kind=attention] .source-bar.positive{background:#ffb300}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.outlined{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}.tok.cont{vertical-align:text-bottom;width:.45em;height:1.1em;padding:1px 0;display:inline-block}.card-part{color:var(--muted);margin:2px 0 4px}.truncated-end{color:var(--warn);white-space:nowrap;margin-left:4px;font-size:11px}.badge{border-radius:3px;padding:0 4px;font-size:10px}.badge.truncated{border:1px solid var(--warn);color:var(--warn)}.across-layers{margin-top:8px}.layer-row{width:100%;color:inherit;font:inherit;text-align:left;cursor:pointer;background:0 0;border:none;grid-template-columns:3em minmax(4em,1fr) 7em 5em 3em;align-items:center;gap:4px;padding:0 2px;font-size:11px;display:grid}.layer-row:hover,.layer-row:focus-visible{background:var(--panel)}.layer-row.chosen{outline:1px solid var(--accent)}.layer-row .layer-top{text-overflow:ellipsis;white-space:pre;overflow:hidden}.layer-row .layer-where,.layer-row .layer-weight{color:var(--muted)}";
// src/index.ts
function Ds() {
	let t = e("style");
	t.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + Es, document.head.append(t), new Ts(document.body).start();
}
export { Ds as render };
