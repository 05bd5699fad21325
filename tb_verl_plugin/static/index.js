// src/dom.ts
function e(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
function t(e, t) {
	let n = document.createDocumentFragment();
	for (let e of t) n.append(e);
	e.replaceChildren(n);
}
function n(t, n, r) {
	let i = e("button", void 0, t);
	return i.title = n, i.setAttribute("aria-label", n), i.addEventListener("click", r), i;
}
function r(e) {
	return e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
}
function i(e, t) {
	let n = -1;
	new ResizeObserver((e) => {
		let r = Math.round(e[e.length - 1].contentRect.width);
		r !== 0 && r !== n && (n = r, t());
	}).observe(e);
}
// src/model/decode.ts
function a(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function o(e) {
	let t = e & 32768 ? -1 : 1, n = e >> 10 & 31, r = e & 1023;
	return n === 0 ? t * r * 2 ** -24 : n === 31 ? r ? NaN : t * Infinity : t * (1 + r / 1024) * 2 ** (n - 15);
}
var s = null;
function c() {
	if (!s) {
		s = /* @__PURE__ */ new Float32Array(65536);
		for (let e = 0; e < 65536; e++) s[e] = o(e);
	}
	return s;
}
function l(e) {
	let t = a(e);
	if (t.length % 2 != 0) throw Error(`fp16 array has an odd byte length ${t.length}`);
	let n = c(), r = new Float32Array(t.length / 2);
	for (let e = 0; e < r.length; e++) r[e] = n[t[2 * e] | t[2 * e + 1] << 8];
	return r;
}
function u(e) {
	let t = a(e);
	if (t.length % 4 != 0) throw Error(`int32 array has a byte length ${t.length} not divisible by 4`);
	let n = new DataView(t.buffer, t.byteOffset, t.byteLength), r = new Int32Array(t.length / 4);
	for (let e = 0; e < r.length; e++) r[e] = n.getInt32(4 * e, !0);
	return r;
}
// src/model/format.ts
function d(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function f(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var p = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function m(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
var h = /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/u;
function g(e) {
	return e.replace(p, (t, n) => t === "‍" && h.test(e.slice(Math.max(0, n - 4), n + 3)) ? t : m(t));
}
function _(e) {
	return e === "" ? "∅" : g(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/model/steps.ts
function v(e, t, n) {
	let r = 0, i = e;
	for (; r < i;) {
		let e = r + i >> 1;
		t(e) < n ? r = e + 1 : i = e;
	}
	return r;
}
function y(e, t, n) {
	if (e === 0) return -1;
	let r = Math.min(e - 1, v(e, t, n));
	return r > 0 && Math.abs(t(r - 1) - n) <= Math.abs(t(r) - n) ? r - 1 : r;
}
function b(e, t) {
	let n = y(e.length, (t) => e[t].step, t);
	return n < 0 ? null : e[n].step;
}
function x(e, t) {
	let n = v(e.length, (t) => e[t].step, t);
	return n < e.length && e[n].step === t ? n : -1;
}
function S(e, t) {
	return e.length === t.length && e.every((e, n) => {
		let r = t[n];
		return e.step === r.step && e.samples === r.samples && Object.is(e.meanScore, r.meanScore);
	});
}
function C(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: d(n)
	}));
}
// src/model/trace.ts
function w(e, t) {
	let n = e.attribution;
	return n ? O(e, n.topN, n.sources, n.weights, t) : [];
}
function T(e, t, n) {
	let r = e.attention, i = r?.sources.get(n);
	return r && i ? O(e, r.topN, i, r.weights.get(n), t) : [];
}
function E(e, t) {
	return (e.attention?.layers ?? []).map((n) => ({
		layer: n,
		top: T(e, t, n)[0] ?? null
	}));
}
function D(e, t) {
	let n = e.attention?.layers ?? [];
	return t !== null && n.includes(t) ? t : n.length ? n[n.length - 1] : null;
}
function O(e, t, n, r, i) {
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
function k(e) {
	let t = u(e.token_ids), n = /* @__PURE__ */ new Map(), r = (e, r) => {
		let i = l(r);
		if (i.length !== t.length) throw Error(`trace field ${e} has ${i.length} values for ${t.length} tokens`);
		n.set(e, i);
	};
	for (let [t, n] of Object.entries(e.token_fields)) r(t, n);
	for (let [t, n] of Object.entries(e.extra_token)) r(`extra:${t}`, n);
	let i = null;
	if (e.top_k && (i = {
		k: e.top_k.k,
		ids: u(e.top_k.token_ids),
		logProbs: l(e.top_k.log_probs)
	}, !Number.isInteger(i.k) || i.k < 0 || i.ids.length !== t.length * i.k || i.logProbs.length !== i.ids.length)) throw Error(`top-k has ${i.ids.length} ids and ${i.logProbs.length} log-probs for ${t.length} tokens x top ${e.top_k.k}`);
	let o = {};
	for (let [t, n] of Object.entries(e.extra_sample)) o[t] = d(n) ?? NaN;
	return {
		step: e.step,
		sampleIndex: e.sample_index,
		groupId: e.group_id,
		dataSource: e.data_source,
		selectedBecause: e.selected_because,
		promptText: e.prompt_text,
		responseText: e.response_text,
		score: d(e.score),
		tokenIds: t,
		responseMask: e.response_mask === null ? null : a(e.response_mask),
		tokenText: e.token_text.length === t.length ? e.token_text : Array.from(t, (e) => `⟨${e}⟩`),
		tokenParts: new Map(Object.entries(e.token_parts ?? {}).map(([e, t]) => [Number(e), t])),
		vocab: new Map(Object.entries(e.vocab).map(([e, t]) => [Number(e), t])),
		fields: n,
		topK: i,
		extraSample: o,
		attribution: ae(e.attribution ?? null, t.length),
		attributionError: e.attribution_error ?? null,
		attention: M(e.attention ?? null, t.length),
		spans: e.spans ?? [],
		numTurns: e.num_turns ?? null,
		truncated: e.truncated ?? null
	};
}
function ee(e) {
	if (e.fields.size > 0) return null;
	let t = e.tokenIds.length > 0;
	return e.selectedBecause.includes("validation") ? t ? "A validation generation, recorded live from verl's trainer: its tokens and text; verl computes no per-token numbers for validation." : "A validation generation, recorded live from verl's trainer as text: no token ids came with it." : e.selectedBecause.includes("imported") ? "Imported from verl's rollout dump (rollout_data_dir): text only, no per-token numbers." : t ? "This trace has tokens but no per-token numbers." : "Text only: this trace has no per-token data.";
}
function A(e, t) {
	let n = e.tokenText[t] ?? "";
	return n === "" ? e.tokenParts.get(t)?.bytes ?? n : n;
}
function j(e, t) {
	let n = e.tokenParts.get(t);
	return n ? `${n.bytes} · part of “${n.of}”` : null;
}
function te(e, t) {
	let n = e.responseMask;
	return n ? t.map((e, t) => n[t] ? e : NaN) : t;
}
function ne(e, t) {
	let n = v(e.spans.length, (t) => e.spans[t].end, t + 1), r = e.spans[n];
	return r && r.start <= t ? r : null;
}
function re(e) {
	let t = Object.entries(e.extraSample).sort(([e], [t]) => e.localeCompare(t)).map(([e, t]) => `${e} ${f(t)}`);
	return e.score !== null && t.unshift(`score ${f(e.score)}`), t.length ? t.join(" · ") : null;
}
function ie(e) {
	if (e.kind === "policy") return `turn ${e.turn}`;
	if (e.kind === "observation") return `observation after turn ${e.turn}`;
	let t = e.tool_calls.map((e) => `${e.name}(${e.arguments}) → ${e.status === "ok" ? e.output : `${e.status}: ${e.output}`}`);
	return `tool output of turn ${e.turn}: ${t.join("; ")}`;
}
function ae(e, t) {
	if (!e) return null;
	let n = u(e.sources), r = l(e.weights);
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
function M(e, t) {
	if (!e) return null;
	let n = Object.keys(e.layers).map(Number).sort((e, t) => e - t), r = /* @__PURE__ */ new Map(), i = /* @__PURE__ */ new Map();
	for (let a of n) {
		let n = e.layers[String(a)];
		if (r.set(a, u(n.sources)), i.set(a, l(n.weights)), r.get(a).length !== t * e.top_n || i.get(a).length !== t * e.top_n) throw Error(`attention of layer ${a} has ${r.get(a).length} sources for ${t} tokens x top ${e.top_n}`);
	}
	return {
		topN: e.top_n,
		layers: n,
		sources: r,
		weights: i
	};
}
var N = [], P = [];
function oe(e, t = []) {
	N = e, P = t;
}
function F() {
	return P;
}
function I(e) {
	return P.find((t) => t.term === e);
}
function se(e) {
	return N.find((t) => t.name === e)?.label ?? e.replace(/^extra:/, "");
}
function ce(e, t, n, r) {
	return e.responseMask !== null && !e.responseMask[r] && N.find((e) => e.name === t)?.sampled_only ? "—" : f(n, 4);
}
function le(e, t) {
	let n = e.fields.get(t);
	if (n) return n;
	let r = N.find((e) => e.name === t)?.derived_from ?? [];
	if (r.length !== 2) return null;
	let [i, a] = r.map((t) => e.fields.get(t));
	return i && a ? i.map((e, t) => e - a[t]) : null;
}
function ue(e) {
	return N.filter((t) => t.derived_from.length && !e.fields.has(t.name)).map((t) => [t.name, le(e, t.name)]).filter((e) => e[1] !== null);
}
var de = {
	key: "probability",
	label: "probability",
	kind: "sequential",
	fixed: [0, 1],
	values: (e) => le(e, "log_prob")?.map(Math.exp) ?? null
};
function fe() {
	return [de, ...N.map((e) => ({
		key: e.name,
		label: e.label,
		kind: e.scale,
		values: (t) => le(t, e.name)
	}))];
}
function pe(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: se(n),
		kind: "diverging",
		values: (e) => e.fields.get(n) ?? null
	});
	return [...fe(), ...t];
}
function me(e, t) {
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
function he(e, t) {
	let n = pe(e), r = n.find((e) => e.key === t) ?? n[0], i = r.values(e), a = i && te(e, i);
	return {
		values: a,
		scale: a ? me(r, a) : null
	};
}
function ge(e, t) {
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
var _e = "not recorded";
function ve(e) {
	return e.recorded !== !1;
}
var ye = [
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
		value: (e) => ve(e) ? e.selected_because.join(", ") : _e
	},
	{
		key: "group",
		label: "group",
		title: "GRPO group (uid)",
		value: (e) => e.group_id
	}
], be = { turns: (e) => (e.turns ?? null) === null ? "–" : `${e.turns}${e.tools?.length ? ` · ${e.tools.join(", ")}` : ""}${e.tool_failures ? ` · ${e.tool_failures} failed` : ""}` };
function xe(e, t) {
	if (e.kind === "statistic") return t.stats[e.name] ?? null;
	let n = t[e.name];
	return e.kind === "string" ? typeof n == "string" ? n : null : d(n);
}
function Se() {
	return F().flatMap((e) => e.index_column === null ? [] : [{
		key: e.index_column.term,
		label: e.index_column.label,
		title: e.index_column.title,
		optional: e.index_column.optional,
		value: (t) => xe(e, t),
		text: be[e.name],
		field: e.name
	}]);
}
function L() {
	return [...ye, ...Se()];
}
function R(e, t) {
	return t[e.name] === !0;
}
function Ce(e, t) {
	return F().flatMap((n) => n.badge !== null && n.badge.column === e.field && n.term !== null && R(n, t) ? [{
		word: n.term,
		title: `${n.badge.title} (filter: ${n.term})`
	}] : []);
}
function we(e) {
	return F().flatMap((t) => t.badge !== null && t.term !== null && R(t, e) ? [t.term] : []);
}
var Te = "extra:";
function Ee(e) {
	return {
		key: `${Te}${e}`,
		label: e,
		title: `${e}: logged beside the score (reward extra info)`,
		value: (t) => De(t, e)
	};
}
function De(e, t) {
	return d(e.extra_sample?.[t]);
}
function Oe(e) {
	return [...new Set(e.flatMap((e) => Object.keys(e.extra_sample ?? {})))].sort();
}
function ke(e) {
	return [...L().filter((t) => !t.optional || e.some((e) => t.value(e) !== null)), ...Oe(e).map(Ee)];
}
function Ae(e) {
	let t = /* @__PURE__ */ new Set([
		"sample",
		"why",
		"group"
	]);
	return ke([e]).filter((e) => !t.has(e.key)).map((t) => `${t.label} ${je(t, e)}`).join(" · ");
}
function je(e, t) {
	if (e.text) return e.text(t);
	let n = e.value(t);
	return typeof n == "number" && !Number.isInteger(n) ? f(n) : String(n ?? "–");
}
var Me = new Intl.Collator();
function Ne(e, t, n) {
	let r = t.startsWith(Te) ? Ee(t.slice(6)) : L().find((e) => e.key === t);
	if (!r) return e.slice();
	let i = e.map((e) => {
		let t = r.value(e);
		return {
			sample: e,
			value: t,
			missing: t === null || typeof t == "number" && Number.isNaN(t)
		};
	});
	return i.sort((e, t) => {
		if (e.missing || t.missing) return Number(e.missing) - Number(t.missing);
		let r = typeof e.value == "number" && typeof t.value == "number" ? e.value - t.value : Me.compare(String(e.value), String(t.value));
		return n ? -r : r;
	}), i.map((e) => e.sample);
}
var Pe = "recorded", Fe = /^([a-z_][\w./-]*?)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function Ie(e) {
	if (e === Pe) return (e) => Number(ve(e));
	let t = I(e);
	if (t !== void 0) {
		let e = t.filter_default;
		return t.kind === "statistic" ? (n) => n.stats[t.name] ?? e : (n) => {
			let r = n[t.name];
			return typeof r == "boolean" ? Number(r) : typeof r == "number" || typeof r == "string" ? d(r) ?? e : e;
		};
	}
	return (t) => {
		let n = Object.keys(t.extra_sample ?? {}).find((t) => t.toLowerCase() === e);
		return n === void 0 ? null : De(t, n);
	};
}
var Le = {
	"<": (e, t) => e < t,
	">": (e, t) => e > t,
	"<=": (e, t) => e <= t,
	">=": (e, t) => e >= t,
	"=": (e, t) => e === t
}, Re = /^tool:(.+)$/;
function ze(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1].toLowerCase());
}
function Be(e) {
	let t = e.matches.length, n = e.matches.filter(([, , e]) => e).length;
	return `${e.total} row${e.total === 1 ? " of every step passes" : "s of every step pass"} ${e.query}` + (e.truncated ? ` (the first ${t} shown, ${n} of them recorded)` : ` (${n} recorded)`) + (e.skipped ? `; ${e.skipped} damaged trace${e.skipped === 1 ? "" : "s"} skipped` : "");
}
function Ve(e) {
	let t = ze(e), n = e.replace(/"[^"]*"/g, " ").trim().toLowerCase().split(/\s+/).filter(Boolean).map(He);
	return (e, r) => {
		if (r !== void 0) {
			let e = r.toLowerCase();
			if (!t.every((t) => e.includes(t))) return !1;
		}
		return n.every((t) => t(e));
	};
}
function He(e) {
	let t = Re.exec(e);
	if (t) return (e) => (e.tools ?? []).some((e) => e.toLowerCase() === t[1]);
	let n = Fe.exec(e);
	if (n) {
		let e = Ie(n[1]), t = Le[n[2]], r = Number(n[3]);
		return (n) => {
			let i = e(n);
			return i !== null && !Number.isNaN(i) && t(i, r);
		};
	}
	return (t) => [
		...t.selected_because,
		t.group_id,
		t.data_source,
		...we(t)
	].join(" ").toLowerCase().includes(e);
}
function Ue(e, t, n, r, i) {
	let a = Ve(t);
	return Ne(e.filter((e) => a(e, n ? n(e) : void 0)), r, i);
}
function We(e, t, n, r, i) {
	if (!(n > 0) || r <= 0) return {
		first: 0,
		last: Math.max(0, Math.min(r, 2 * i))
	};
	let a = Number.isFinite(e) ? Math.max(0, e) : 0, o = Number.isFinite(t) ? Math.max(0, t) : 0, s = Math.min(r, Math.max(0, Math.floor(a / n) - i));
	return {
		first: s,
		last: Math.min(r, Math.max(s, Math.ceil((a + o) / n) + i))
	};
}
function Ge(e, t, n, r, i) {
	let a = i + e * r;
	return a - i < t ? Math.max(0, a - i) : a + r > t + n ? Math.max(0, a + r - n) : null;
}
function Ke(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
function qe(e, t) {
	return e.filter((e) => e.group_id === t && ve(e)).sort((e, t) => (d(t.score) ?? -Infinity) - (d(e.score) ?? -Infinity));
}
function Je(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
function Ye(e) {
	let { split: t, columns: n, extra_sample: r } = e, i = F().filter((e) => e.kind === "statistic").map((e) => e.name), a = Object.keys(n).filter((e) => !i.includes(e)), o = Object.entries(r), s = n.sample_index?.length ?? 0, c = [];
	for (let e = 0; e < s; e++) {
		let r = {
			split: t,
			stats: {},
			extra_sample: {}
		};
		for (let t of a) r[t] = n[t][e] ?? null;
		for (let t of i) r.stats[t] = d(n[t]?.[e]);
		for (let [t, n] of o) n[e] != null && (r.extra_sample[t] = n[e]);
		c.push(r);
	}
	return c;
}
// src/api.ts
var Xe = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function Ze(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new Xe(i.status, await i.text() || i.statusText);
	return await i.json();
}
var z = {
	fields: () => Ze("fields"),
	runs: () => Ze("runs").then((e) => e.runs),
	scalars: (e, t) => Ze("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => Ze("steps", {
		run: e,
		split: t
	}).then((e) => C(e.steps)),
	exploration: (e) => Ze("exploration", { run: e }),
	diagnosis: (e) => Ze("diagnosis", { run: e }),
	query: (e, t, n) => Ze("query", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => Ze("step", {
		run: e,
		step: t,
		split: n
	}).then((e) => ({
		step: e.step,
		split: e.split,
		wall_time: e.wall_time,
		batch_size: e.batch_size,
		samples: Ye(e)
	})),
	prompt: (e, t, n) => Ze("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => Ze("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(k),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => z.trace(e, n, r, t)))
};
function Qe(e, t = []) {
	let n = [], r = new Set(t), i = 0;
	for (let t = 0; t < e.length; t++) {
		let a = t > 0 ? e[t - 1] : "";
		(t === 0 || r.has(t) || i >= 256 && a.endsWith("\n") || i >= 1024) && (n.push(t), i = 0), i++;
	}
	return n;
}
function $e(e, t) {
	return Math.max(0, v(e.length, (t) => e[t], t + 1) - 1);
}
function et(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
function tt(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
function nt(e, t, n) {
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
function rt(e, t) {
	return nt(e.map(Math.abs), t, !0).top.map((t) => ({
		position: t.position,
		value: e[t.position]
	}));
}
var it = [
	"value",
	"advantage",
	"entropy",
	"kl"
];
function at(e) {
	return e.spans.filter((e) => e.kind === "policy" && e.turn > 1).map((e) => ({
		position: e.start,
		turn: e.turn
	}));
}
function ot(e) {
	let t = [];
	for (let n of it) {
		let r = le(e, n);
		r && t.push({
			field: n,
			label: se(n),
			values: te(e, r)
		});
	}
	return t;
}
function st(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function ct(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
function lt(e) {
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
function ut(e, t) {
	return Math.abs(e) >= .05 && t <= Math.abs(e) / 4 ? `Every token is shifted by about ${e.toFixed(3)} (spread ${t.toFixed(3)}): the trainer and the rollout engine normalise their probabilities differently, a constant gap rather than rounding noise. Typical causes: a vocabulary padded beyond the tokenizer whose extra ids only one engine masks (verl masks them in vLLM, not in the actor), or a temperature applied on one side only.` : null;
}
// src/model/charts.ts
function dt(e, t) {
	if (t <= 0 || e.every((t) => t === e[0])) return e.slice();
	let n = 0, r = 0;
	return e.map((e) => e === null || !Number.isFinite(e) ? e : (n = n * t + (1 - t) * e, r += 1, n / (1 - t ** +r)));
}
function ft(e, t, n) {
	let r = new Uint8Array(Math.max(0, Math.ceil(n)));
	for (let n of e) {
		let e = Math.floor(t(n));
		e >= 0 && e < r.length && (r[e] = 1);
	}
	return r;
}
var pt = [
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
function mt(e) {
	let t = new Set(e), n = [];
	for (let e of pt) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
var ht = [
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
], gt = /^turns\/by_turn\/(\d+)\/(.+)$/, _t = {
	mismatch_abs: "mismatch |log π_train − log π_rollout| by turn",
	entropy: "entropy by turn",
	length: "tokens by turn"
};
function vt(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) {
		let e = gt.exec(n);
		if (e && e[2] in _t) {
			let r = t.get(e[2]) ?? [];
			r.push({
				turn: Number(e[1]),
				tag: n
			}), t.set(e[2], r);
		}
	}
	return Object.keys(_t).filter((e) => t.has(e)).map((e) => ({
		title: _t[e],
		turns: t.get(e).sort((e, t) => e.turn - t.turn)
	}));
}
function yt(e, t, n, r, i = 6) {
	let a = e.filter((e) => e[1] !== null);
	if (a.length === 0 || t.length === 0) return [];
	let o = Infinity, s = -Infinity;
	for (let [, e] of a) o = Math.min(o, e), s = Math.max(s, e);
	let c = s - o, l = n / t.length;
	return a.map(([e, n]) => [(y(t.length, (e) => t[e], e) + .5) * l, r - i - (c > 0 ? (n - o) / c : .5) * (r - 2 * i)]);
}
function bt(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
function xt(e, t) {
	let n = new Map(t.map(([e, , t]) => [e, d(t)])), r = 0, i = 0, a = null;
	for (let [t, , o] of e) {
		let e = d(o), s = n.get(t);
		if (e === null || s == null || !Number.isFinite(e) || !Number.isFinite(s)) continue;
		i++;
		let c = ut(e, s);
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
var St = Array.from({ length: 24 }, (e, t) => [
	1,
	2,
	5
][t % 3] * 10 ** Math.floor(t / 3));
function Ct(e) {
	let t = 0;
	for (let n of e) Number.isFinite(n) && (t = Math.max(t, Math.abs(n)));
	let n = t !== 0 && (t < .001 || t >= 1e6), r = (e, r) => Number.isFinite(e) ? e === 0 || Math.abs(e) < t * 1e-9 ? "0" : n ? e.toExponential(r).replace(/\.?0+e/, "e") : e.toFixed(r) : "";
	for (let n = 0; n <= 8; n++) {
		let i = e.map((e) => r(e, n)), a = new Set(i.filter(Boolean)).size === i.filter(Boolean).length, o = e.every((e, n) => !Number.isFinite(e) || Math.abs(Number(i[n]) - e) <= Math.abs(e) * 1e-6 + t * 1e-9);
		if (a && o) return i;
	}
	return e.map((e) => r(e, 8));
}
var wt = 1e-12;
function Tt(e, t) {
	if (e === null || t === null || !Number.isFinite(e) || !Number.isFinite(t)) return [0, 1];
	let n = Math.max(Math.abs(e), Math.abs(t));
	if (t - e <= n * wt) {
		let n = (e + t) / 2, r = n === 0 ? 1 : Math.abs(n) * .1;
		return [n - r, n + r];
	}
	let r = (t - e) * .05;
	return [e - r, t + r];
}
// src/model/compare.ts
function Et(e, t, n) {
	let r = ([e, r]) => [
		Math.abs(e - t),
		e,
		r === n ? 0 : 1,
		r
	], i = null;
	for (let t of e) (i === null || Dt(r(t), r(i))) && (i = t);
	return i === null ? null : [i[0], i[1]];
}
function Dt(e, t) {
	let n = e.findIndex((e, n) => e !== t[n]);
	return n >= 0 && e[n] < t[n];
}
function Ot(e, t) {
	let n = Math.min(e.length, t.length);
	for (let r = 0; r < n; r++) if (e[r] !== t[r]) return r;
	return e.length === t.length ? -1 : n;
}
function kt(e, t, n) {
	let r = (e, t) => {
		if (n >= e.tokenIds.length) return {
			text: null,
			prob: null,
			probOfOther: null
		};
		let r = le(e, "log_prob"), i = n < t.tokenIds.length ? t.tokenIds[n] : null, a = ge(e, n).alternatives.find((e) => e.id === i);
		return {
			text: A(e, n),
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
function At(e, t) {
	return t === null ? null : e.find((e) => e.detector === t) ?? null;
}
function jt(e) {
	let t = e.evidence[0];
	return t ? {
		step: t.step,
		sample: t.sample_index
	} : { step: e.fired_step };
}
function Mt(e, t, n) {
	return e?.evidence.find((e) => e.step === t && e.sample_index === n)?.tokens ?? [];
}
function Nt(e, t, n) {
	return n > t ? Math.min(1, Math.max(0, (e - t) / (n - t))) : 0;
}
function Pt(e) {
	let t = e.split(".").pop() ?? e;
	return `https://verl.readthedocs.io/en/latest/examples/config.html#:~:text=${encodeURIComponent(t)}`;
}
// src/controller.ts
function Ft(e) {
	return e instanceof Xe ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var It = 24, Lt = class {
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
			let [t, n] = await Promise.all([z.fields(), z.runs()]);
			if (oe(t.fields, t.responses), this.store.set({ runs: n }), n.length === 0) {
				this.inform("No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions.");
				return;
			}
			let r = n.find((t) => t.run === e.run);
			await this.selectRun((r ?? n.find((e) => e.splits.length) ?? n[0]).run, r ? e : {});
		} catch (e) {
			this.fail(`Cannot list runs: ${Ft(e)}`);
		}
	}
	async refresh() {
		if (this.refreshing) this.refreshAgain = !0;
		else {
			this.refreshing = !0;
			try {
				let e = await z.runs();
				this.store.set({ runs: e });
				let t = this.generation.run, n = () => t === this.generation.run && this.opening === null;
				if (!n()) return;
				let { run: r, split: i } = this.store.state, a = e.find((e) => e.run === r);
				if (r === null || !a) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				let o = a.splits.includes(i) ? await z.steps(r, i) : [];
				if (!n()) return;
				S(o, this.store.state.steps) || this.store.set({ steps: o }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : mt(a.scalar_tags)), await Promise.all([this.loadExploration(a), this.loadDiagnosis(r)]), n() && this.store.state.step === null && o.length && await this.selectStep(o[o.length - 1].step);
			} catch (e) {
				this.fail(`Reload failed: ${Ft(e)}`);
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
			let i = r?.splits.length ? z.steps(e, a) : Promise.resolve([]);
			if (await Promise.all([
				this.loadCharts(mt(r?.scalar_tags ?? [])),
				this.loadExploration(r ?? null),
				this.loadDiagnosis(e),
				i.then((e) => this.openListed(e, t, n))
			]), n === this.generation.run && t.event && t.step === void 0 && !await this.openEvent(t.event)) {
				let { steps: e } = this.store.state;
				e.length && await this.selectStep(e[e.length - 1].step);
			}
		} catch (e) {
			n === this.generation.run && this.fail(Ft(e));
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
		let r = t.step === void 0 ? e[e.length - 1].step : b(e, t.step);
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
			let r = await z.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r });
			let i = this.store.state.step, a = i === null ? null : b(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.fail(Ft(e));
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
		let t = ht.filter((t) => e.scalar_tags.includes(t)), n = Promise.all(vt(e.scalar_tags).map(async ({ title: t, turns: n }) => ({
			tag: t,
			runs: await Promise.all(n.map(async ({ turn: t, tag: n }) => ({
				run: `turn ${t}`,
				points: await z.scalars(e.run, n)
			})))
		}))), [r, i, a] = await Promise.all([
			z.exploration(e.run),
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
			let { events: t, enabled: n } = await z.diagnosis(e);
			e === this.store.state.run && this.store.set({
				diagnosis: t,
				diagnosisStatus: n ? "done" : "off"
			});
		} catch (t) {
			e === this.store.state.run && this.store.set({
				diagnosis: [],
				diagnosisStatus: "failed"
			}), console.warn(`tb_verl: no diagnosis of ${e}: ${Ft(t)}`);
		}
	}
	async openEvent(e) {
		let t = At(this.store.state.diagnosis, e);
		if (t === null) return this.store.set({ event: null }), !1;
		this.store.set({ event: e });
		let n = jt(t), r = b(this.store.state.steps, n.step), { chartTags: i, runs: a, run: o } = this.store.state, s = i.includes(t.signal) || !a.find((e) => e.run === o)?.scalar_tags.includes(t.signal);
		return await Promise.all([s ? void 0 : this.loadCharts([t.signal, ...i]), r === null ? void 0 : this.selectStep(r, n.sample)]), r !== null;
	}
	fetchSeries(e, t) {
		let n = new Map(this.store.state.runs.map((e) => [e.run, new Set(e.scalar_tags)]));
		return Promise.all(e.map(async (e) => ({
			tag: e,
			runs: await Promise.all(t.filter((t, r) => r === 0 || n.get(t)?.has(e)).map(async (t) => ({
				run: t,
				points: await z.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await z.traces(e, n, r.samples.filter(ve).map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.store.state.stepDetail === r && this.store.set({ stepTexts: {
				step: t,
				texts: a
			} });
		} catch (e) {
			this.fail(Ft(e));
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
			let i = await z.query(t, n, e);
			this.store.state.search === r && this.store.set({ search: {
				query: e,
				result: i
			} });
		} catch (e) {
			this.store.set({ search: null }), this.fail(Ft(e));
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let a = qe(i.samples, r.groupId);
		try {
			let i = await z.traces(e, n, a.map((e) => [t, e.sample_index]));
			this.store.state.trace === r && this.store.set({ group: {
				groupId: r.groupId,
				traces: i
			} });
		} catch (e) {
			this.fail(Ft(e));
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n } = this.store.state, r = this.openSummary();
		if (e !== null && n && r) try {
			let i = await z.prompt(e, r.prompt_hash, t), a = Je(i, It), o = await z.traces(e, t, a.map(([e, t]) => [e, t]));
			this.store.state.trace === n && this.store.set({ history: {
				promptText: n.promptText,
				traces: o,
				occurrences: i.length
			} });
		} catch (e) {
			this.fail(Ft(e));
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
			let a = Et(await z.prompt(e, r.prompt_hash, t), n.step, n.sampleIndex), o = a === null ? null : await z.trace(e, a[0], a[1], t);
			i() && this.store.set({ comparison: {
				run: e,
				trace: o,
				note: o ? null : `${e} recorded no response to this prompt (${t}).`
			} });
		} catch (t) {
			i() && this.store.set({ comparison: {
				run: e,
				trace: null,
				note: Ft(t)
			} });
		}
	}
	selectNearest(e) {
		let t = b(this.store.state.steps, e);
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
			let i = await z.step(n, e, this.store.state.split);
			if (r !== this.generation.step) return;
			this.store.set({
				stepDetail: i,
				stepTexts: null,
				sample: null,
				trace: null,
				token: null,
				message: null
			});
			let a = i.samples.find((e) => e.sample_index === t) ?? i.samples.find(ve);
			a && await this.selectSample(a.sample_index);
		} catch (e) {
			r === this.generation.step && this.fail(Ft(e));
		}
	}
	async selectSample(e) {
		let { run: t, step: n, split: r } = this.store.state;
		if (t === null || n === null) return;
		let i = `${t}\u0000${r}\u0000${n}\u0000${e}`;
		if (i === this.sampleKey && this.store.state.sample === e) return;
		this.sampleKey = i;
		let a = ++this.generation.trace, o = this.store.state.stepDetail?.samples.find((t) => t.sample_index === e);
		if (o && !ve(o)) {
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
				let i = await z.trace(t, n, e, r);
				if (a !== this.generation.trace) return;
				this.store.set({
					trace: i,
					token: null,
					group: null,
					history: null,
					message: null
				}), this.store.state.compareRun !== null && await this.loadComparison();
			} catch (e) {
				a === this.generation.trace && (this.sampleKey = null, this.fail(Ft(e)));
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
}, Rt = "tbv=";
function zt(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(Rt));
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
function Bt(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(Rt)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(Rt + encodeURIComponent(i)), `#${n.join("&")}`;
}
// src/host.ts
function Vt() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function Ht(e) {
	let t = Vt();
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
function Ut(e) {
	let t = Vt();
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
function Wt() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function Gt() {
	return zt(Wt().location.hash);
}
function Kt(e) {
	let t = Wt(), n = Bt(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// src/state.ts
var qt = class {
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
function Jt() {
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
var Yt = class {
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
	show({ runs: n, run: r, overlaidRuns: i }) {
		let a = n.find((e) => e.run === r);
		t(this.addChart, [new Option("+ chart", ""), ...(a?.scalar_tags ?? []).map((e) => new Option(e, e))]);
		let o = n.filter((e) => e.scalar_tags.length && e.run !== r).map((e) => e.run);
		this.compare.hidden = o.length === 0, t(this.runList, o.map((t) => {
			let n = e("label"), r = e("input");
			return r.type = "checkbox", r.value = t, r.checked = i.includes(t), n.append(r, t), n;
		}));
	}
}, Xt = !0, Zt = "uplot", Qt = "u-hz", $t = "u-vt", en = "u-title", tn = "u-wrap", nn = "u-under", rn = "u-over", an = "u-axis", on = "u-off", sn = "u-select", cn = "u-cursor-x", ln = "u-cursor-y", un = "u-cursor-pt", dn = "u-legend", fn = "u-live", pn = "u-inline", mn = "u-series", hn = "u-marker", gn = "u-label", _n = "u-value", vn = "width", yn = "height", bn = "top", xn = "bottom", Sn = "left", Cn = "right", wn = "#000", Tn = "#0000", En = "mousemove", Dn = "mousedown", On = "mouseup", kn = "mouseenter", An = "mouseleave", jn = "dblclick", Mn = "resize", Nn = "scroll", Pn = "change", Fn = "dppxchange", In = "--", Ln = typeof window < "u", Rn = Ln ? document : null, zn = Ln ? window : null, Bn = Ln ? navigator : null, B, Vn;
function Hn() {
	let e = devicePixelRatio;
	B != e && (B = e, Vn && er(Pn, Vn, Hn), Vn = matchMedia(`(min-resolution: ${B - .001}dppx) and (max-resolution: ${B + .001}dppx)`), $n(Pn, Vn, Hn), zn.dispatchEvent(new CustomEvent(Fn)));
}
function Un(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function Wn(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function V(e, t, n) {
	e.style[t] = n + "px";
}
function Gn(e, t, n, r) {
	let i = Rn.createElement(e);
	return t != null && Un(i, t), n?.insertBefore(i, r), i;
}
function Kn(e, t) {
	return Gn("div", e, t);
}
var qn = /* @__PURE__ */ new WeakMap();
function Jn(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != qn.get(e) && (e.style.transform = a, qn.set(e, a), t < 0 || n < 0 || t > r || n > i ? Un(e, on) : Wn(e, on));
}
var Yn = /* @__PURE__ */ new WeakMap();
function Xn(e, t, n) {
	let r = t + n;
	r != Yn.get(e) && (Yn.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var Zn = /* @__PURE__ */ new WeakMap();
function Qn(e, t, n, r) {
	let i = t + "" + n;
	i != Zn.get(e) && (Zn.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var H = { passive: !0 }, U = {
	...H,
	capture: !0
};
function $n(e, t, n, r) {
	t.addEventListener(e, n, r ? U : H);
}
function er(e, t, n, r) {
	t.removeEventListener(e, n, H);
}
Ln && Hn();
function tr(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : yr((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function nr(e) {
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
var rr = (e) => e != null, W = (e) => e != null && e > 0, G = nr(rr), K = nr(W);
function ir(e, t, n, r = 0, i = !1) {
	let a = i ? K : G, o = i ? W : rr;
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
function ar(e, t, n, r) {
	let i = Tr(e), a = Tr(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? Er : Dr, s = i == 1 ? yr : xr, c = a == 1 ? xr : yr, l = s(o(vr(e))), u = c(o(vr(t))), d = wr(n, l), f = wr(n, u);
	return n == 10 && (l < 0 && (d = X(d, -l)), u < 0 && (f = X(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Ur(e, d), t = Hr(t, f)), [e, t];
}
function or(e, t, n, r) {
	let i = ar(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var sr = .1, cr = {
	mode: 3,
	pad: sr
}, lr = {
	pad: 0,
	soft: null,
	mode: 0
}, ur = {
	min: lr,
	max: lr
};
function dr(e, t, n, r) {
	return ei(n) ? pr(e, t, n) : (lr.pad = n, lr.soft = r ? 0 : null, lr.mode = r ? 3 : 0, pr(e, t, ur));
}
function q(e, t) {
	return e ?? t;
}
function fr(e, t, n) {
	for (t = q(t, 0), n = q(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function pr(e, t, n) {
	let r = n.min, i = n.max, a = q(r.pad, 0), o = q(i.pad, 0), s = q(r.hard, -J), c = q(i.hard, J), l = q(r.soft, J), u = q(i.soft, -J), d = q(r.mode, 0), f = q(i.mode, 0), p = t - e, m = Er(p), h = Cr(vr(e), vr(t)), g = vr(Er(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != J && (a = 0), f == 2 && u != -J && (o = 0)));
	let _ = p || h || 1e3, v = wr(10, yr(Er(_))), y = X(Ur(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : J, x = Cr(s, y < b && e >= b ? b : Sr(b, y)), S = X(Hr(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -J, w = Sr(c, S > C && t <= C ? C : Cr(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var mr = new Intl.NumberFormat(Ln ? Bn.language : "en-US"), hr = (e) => mr.format(e), gr = Math, _r = gr.PI, vr = gr.abs, yr = gr.floor, br = gr.round, xr = gr.ceil, Sr = gr.min, Cr = gr.max, wr = gr.pow, Tr = gr.sign, Er = gr.log10, Dr = gr.log2, Or = (e, t = 1) => gr.sinh(e) * t, kr = (e, t = 1) => gr.asinh(e / t), J = Infinity;
function Ar(e) {
	return (Er((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function jr(e, t, n) {
	return Sr(Cr(e, t), n);
}
function Mr(e) {
	return typeof e == "function";
}
function Y(e) {
	return Mr(e) ? e : () => e;
}
var Nr = () => {}, Pr = (e) => e, Fr = (e, t) => t, Ir = (e) => null, Lr = (e) => !0, Rr = (e, t) => e == t, zr = /\.\d*?(?=9{6,}|0{6,})/gm, Br = (e) => {
	if (Zr(e) || Wr.has(e)) return e;
	let t = `${e}`, n = t.match(zr);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Br(e)}e${n}`;
	}
	return X(e, r);
};
function Vr(e, t) {
	return Br(X(Br(e / t)) * t);
}
function Hr(e, t) {
	return Br(xr(Br(e / t)) * t);
}
function Ur(e, t) {
	return Br(yr(Br(e / t)) * t);
}
function X(e, t = 0) {
	if (Zr(e)) return e;
	let n = 10 ** t;
	return br(e * n * (1 + 2 ** -52)) / n;
}
var Wr = /* @__PURE__ */ new Map();
function Gr(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Kr(e, t, n, r) {
	let i = [], a = r.map(Gr);
	for (let o = t; o < n; o++) {
		let t = vr(o), n = X(wr(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : X(c, l);
			i.push(u), Wr.set(u, l);
		}
	}
	return i;
}
var qr = {}, Jr = [], Yr = [null, null], Xr = Array.isArray, Zr = Number.isInteger, Qr = (e) => e === void 0;
function $r(e) {
	return typeof e == "string";
}
function ei(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function ti(e) {
	return typeof e == "object" && !!e;
}
var ni = Object.getPrototypeOf(Uint8Array), ri = "__proto__";
function ii(e, t = ei) {
	let n;
	if (Xr(e)) {
		let r = e.find((e) => e != null);
		if (Xr(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = ii(e[r], t);
		} else n = e.slice();
	} else if (e instanceof ni) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != ri && (n[r] = ii(e[r], t));
	} else n = e;
	return n;
}
function Z(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != ri && (ei(e[t]) ? Z(e[t], ii(r[t])) : e[t] = ii(r[t]));
	}
	return e;
}
var ai = 0, oi = 1, si = 2;
function ci(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function li(e, t) {
	if (fi(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return pi(t[0]) || (t = di(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : oi, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != ai && (l[n] = t, u == si && d.push(n)) : l[n] = t;
			}
			ci(l, d, i), r.push(l);
		}
	}
	return r;
}
var ui = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function di(e) {
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
function fi(e) {
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
function pi(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = Cr(1, yr((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var mi = [
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
], hi = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function gi(e) {
	return e.slice(0, 3);
}
var _i = hi.map(gi), vi = {
	MMMM: mi,
	MMM: mi.map(gi),
	WWWW: hi,
	WWW: _i
};
function yi(e) {
	return (e < 10 ? "0" : "") + e;
}
function bi(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var xi = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => yi(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => yi(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => yi(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => yi(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => yi(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => bi(e.getMilliseconds())
};
function Si(e, t) {
	t ||= vi;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? xi[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var Ci = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function wi(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == Ci ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var Ti = (e) => e % 1 == 0, Ei = [
	1,
	2,
	2.5,
	5
], Di = Kr(10, -32, 0, Ei), Oi = Kr(10, 0, 32, Ei), ki = Oi.filter(Ti), Ai = Di.concat(Oi), ji = "\n", Q = "{YYYY}", Mi = ji + Q, Ni = "{M}/{D}", Pi = ji + Ni, Fi = Pi + "/{YY}", Ii = "{aa}", Li = "{h}:{mm}" + Ii, Ri = ji + Li, zi = ":{ss}", $ = null;
function Bi(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Kr(10, 0, 3, Ei).filter(Ti) : Kr(10, -3, 0, Ei)).concat([
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
			Q,
			$,
			$,
			$,
			$,
			$,
			$,
			1
		],
		[
			i * 28,
			"{MMM}",
			Mi,
			$,
			$,
			$,
			$,
			$,
			1
		],
		[
			i,
			Ni,
			Mi,
			$,
			$,
			$,
			$,
			$,
			1
		],
		[
			r,
			"{h}" + Ii,
			Fi,
			$,
			Pi,
			$,
			$,
			$,
			1
		],
		[
			n,
			Li,
			Fi,
			$,
			Pi,
			$,
			$,
			$,
			1
		],
		[
			t,
			zi,
			Fi + " " + Li,
			$,
			Pi + " " + Li,
			$,
			Ri,
			$,
			1
		],
		[
			e,
			zi + ".{fff}",
			Fi + " " + Li,
			$,
			Pi + " " + Li,
			$,
			Ri,
			$,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = X(g * e, 3), v = Xi(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = X(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : X(Xi(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(br(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Xi(c + r * a, l + n * a, 1), s = o - t(X(o * e, 3));
					i = X((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (yr(l) - yr(_)) + Hr(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = X(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = yr(X(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					X((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Vi, Hi, Ui] = Bi(1), [Wi, Gi, Ki] = Bi(.001);
Kr(2, -53, 53, [1]);
function qi(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Ji(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Yi(e, t) {
	let n = Si(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Xi(e, t, n) {
	return new Date(e, t, n);
}
function Zi(e, t) {
	return t(e);
}
var Qi = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function $i(e, t) {
	return (n, r, i, a) => a == null ? In : t(e(r));
}
function ea(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function ta(e, t) {
	return e.series[t].fill(e, t);
}
var na = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Nr,
	markers: {
		show: !0,
		width: 2,
		stroke: ea,
		fill: ta,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function ra(e, t) {
	let n = e.cursor.points, r = Kn(), i = n.size(e, t);
	V(r, vn, i), V(r, yn, i);
	let a = i / -2;
	V(r, "marginLeft", a), V(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && V(r, "borderWidth", o), r;
}
function ia(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function aa(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function oa(e, t) {
	return e.series[t].points.size;
}
var sa = [0, 0];
function ca(e, t, n) {
	return sa[0] = t, sa[1] = n, sa;
}
function la(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function ua(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var da = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: ca,
	points: {
		one: !1,
		show: ra,
		size: oa,
		width: 0,
		stroke: aa,
		fill: ia
	},
	bind: {
		mousedown: la,
		mouseup: la,
		click: la,
		dblclick: la,
		mousemove: ua,
		mouseleave: ua,
		mouseenter: ua
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
}, fa = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, pa = Z({}, fa, { filter: Fr }), ma = Z({}, pa, { size: 10 }), ha = Z({}, fa, { show: !1 }), ga = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", _a = "bold " + ga, va = 1.5, ya = {
	show: !0,
	scale: "x",
	stroke: wn,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: _a,
	side: 2,
	grid: pa,
	ticks: ma,
	border: ha,
	font: ga,
	lineGap: va,
	rotate: 0
}, ba = "Value", xa = "Time", Sa = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: J,
	max: -Infinity,
	idxs: []
};
function Ca(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : hr(e));
}
function wa(e, t, n, r, i, a, o) {
	let s = [], c = Wr.get(i) || 0;
	n = o ? n : X(Hr(n, i), c);
	for (let e = n; e <= r; e = X(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function Ta(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = wr(c, yr((c == 10 ? Er : Dr)(n))), c == 10 && (i = Ai[tr(i, Ai)]);
	let l = n, u = i * c;
	c == 10 && (u = Ai[tr(u, Ai)]);
	do
		s.push(l), l += i, c == 10 && !Wr.has(l) && (l = X(l, Wr.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Ai[tr(u, Ai)]));
	while (l <= r);
	return s;
}
function Ea(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? Ta(e, t, Cr(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? Ta(e, t, Cr(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var Da = /./, Oa = /[12357]/, ka = /[125]/, Aa = /1/, ja = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Ma(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? Da : c(7, o) - u >= l ? Oa : c(5, o) - u >= l ? ka : Aa;
	if (d == Aa) {
		let e = vr(c(1, o) - u);
		if (e < l) return ja(t.slice().reverse(), s.distr, d, xr(l / e)).reverse();
	}
	return ja(t, s.distr, d, 1);
}
function Na(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = vr(c(1, o) - c(2, o));
	return l < s ? ja(t.slice().reverse(), 3, Da, xr(s / l)).reverse() : t;
}
function Pa(e, t, n, r) {
	return r == null ? In : t == null ? "" : hr(t);
}
var Fa = {
	show: !0,
	scale: "y",
	stroke: wn,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: _a,
	side: 3,
	grid: pa,
	ticks: ma,
	border: ha,
	font: ga,
	lineGap: va,
	rotate: 0
};
function Ia(e, t) {
	return X((3 + (e || 1) * 2) * t, 3);
}
function La(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = vr(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * B);
	return r[1] - r[0] <= o;
}
var Ra = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: J,
	max: -Infinity
}, za = (e, t, n, r, i) => i, Ba = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: za,
	alpha: 1,
	facets: [Z({}, Ra, { scale: "x" }), Z({}, Ra, { scale: "y" })]
}, Va = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: za,
	alpha: 1,
	points: {
		show: La,
		filter: null
	},
	values: null,
	min: J,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Ha(e, t, n, r, i) {
	return n / 10;
}
var Ua = {
	time: Xt,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Wa = Z({}, Ua, {
	time: !1,
	ori: 1
}), Ga = {};
function Ka(e, t) {
	let n = Ga[e];
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
	}, e != null && (Ga[e] = n)), n;
}
var qa = 1, Ja = 2;
function Ya(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, io, oo, co, uo, po) : n(i, c, l, u, d, _, g, p, f, h, m, ao, so, lo, fo, mo);
}
function Xa(e, t) {
	let n = 0, r = 0, i = q(e.bands, Jr);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Za(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Qa(e, t, n, r, i, a) {
	return Ya(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? oo : so, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function $a(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? co : lo, c = n;
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
function eo(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function to(e, t, n, r, i, a, o) {
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
function no(e) {
	return e == 0 ? Pr : e == 1 ? br : (t) => Vr(t, e);
}
function ro(e) {
	let t = e == 0 ? io : ao, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = Sr(c, o / 2, s / 2), l = Sr(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var io = (e, t, n) => {
	e.moveTo(t, n);
}, ao = (e, t, n) => {
	e.moveTo(n, t);
}, oo = (e, t, n) => {
	e.lineTo(t, n);
}, so = (e, t, n) => {
	e.lineTo(n, t);
}, co = ro(0), lo = ro(1), uo = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, fo = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, po = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, mo = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function ho(e) {
	return (e, t, n, r, i) => Ya(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = io, v = uo) : (_ = ao, v = fo);
		let y = X(g.width * B, 3), b = (g.size - g.width) / 2 * B, x = X(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		co(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, _r * 2);
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
function go(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var _o = go(oo), vo = go(so);
function yo(e) {
	let t = q(e?.alignGaps, 0);
	return (e, n, r, i) => Ya(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = G(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = oo, b = _o) : (y = so, b = vo);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: qa
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
		let [T, E] = Xa(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...to(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = $a(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Qa(e, n, r, i, C, -1), Qa(e, n, r, i, C, 1)] : Qa(e, n, r, i, C, E)), S;
	});
}
function bo(e) {
	let t = q(e.align, 1), n = q(e.ascDesc, !1), r = q(e.alignGaps, 0), i = q(e.extend, !1);
	return (e, a, o, s) => Ya(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = G(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? oo : so, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: qa
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
		let [te, ne] = Xa(e, a);
		if (c.fill != null || te != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, te));
			w(t, j, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...to(l, u, o, s, D, S, r));
			let f = c.width * B / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = $a(i, d.ori, h, g, _, v);
		}
		return ne != 0 && (T.band = ne == 2 ? [Qa(e, a, o, s, E, -1), Qa(e, a, o, s, E, 1)] : Qa(e, a, o, s, E, ne)), T;
	});
}
function xo(e, t, n, r, i, a, o = J) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = vr(e[c] - e[s]);
				t < l && (l = t, o = vr(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function So(e) {
	e ||= qr;
	let t = q(e.size, [
		.6,
		J,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = Y(i), o = 1 - t[0], s = q(t[1], J), c = q(t[2], 1), l = q(e.disp, qr), u = q(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Ya(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * B, O = s * B, k = c * B, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let j = _.dir * (_.ori == 0 ? 1 : -1), te = _.ori == 0 ? co : lo, ne = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, re = q(e.bands, Jr).find((e) => e.series[0] == t), ie = re == null ? 0 : re.dir, ae = m.fillTo(e, t, m.min, m.max, ie), M = T(b(ae, v, w, S)), N, P, oe, F = C, I = T(m.width * B), se = !1, ce = null, le = null, ue = null, de = null;
		d != null && (I == 0 || f != null) && (se = !0, ce = d.values(e, t, i, p), le = /* @__PURE__ */ new Map(), new Set(ce).forEach((e) => {
			e != null && le.set(e, new Path2D());
		}), I > 0 && (ue = f.values(e, t, i, p), de = /* @__PURE__ */ new Map(), new Set(ue).forEach((e) => {
			e != null && de.set(e, new Path2D());
		})));
		let { x0: fe, size: pe } = l;
		if (fe != null && pe != null) {
			E = 1, h = fe.values(e, t, i, p), fe.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = pe.values(e, t, i, p);
			P = pe.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), F = xo(h, g, y, _, C, x, F), oe = F - P + D;
		} else F = xo(h, g, y, _, C, x, F), oe = F * o + D, P = F - oe;
		oe < 1 && (oe = 0), I >= P / 2 && (I = 0), oe < 5 && (T = Pr);
		let me = oe > 0, he = F - oe - (me ? I : 0);
		P = T(jr(he, k, O)), N = (E == 0 ? P / 2 : E == j ? 0 : P) - E * j * ((E == 0 ? D / 2 : 0) + (me ? I / 2 : 0));
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
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(q(r, ae), v, w, S), o = T(i - N), s = T(Cr(a, M)), c = T(Sr(a, M)), u = s - c;
			if (r != null) {
				let i = r < 0 ? be : ye, a = r < 0 ? ye : be;
				se ? (I > 0 && ue[n] != null && te(de.get(ue[n]), o, c + yr(I / 2), P, Cr(0, u - I), i, a), ce[n] != null && te(le.get(ce[n]), o, c + yr(I / 2), P, Cr(0, u - I), i, a)) : te(_e, o, c + yr(I / 2), P, Cr(0, u - I), i, a), ne(e, t, n, o - I / 2, c, P + I, u);
			}
		}
		return I > 0 ? ge.stroke = se ? de : _e : se || (ge._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, ge.width = 0), ge.fill = se ? le : _e, ge;
	});
}
function Co(e, t) {
	let n = q(t?.alignGaps, 0);
	return (t, r, i, a) => Ya(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = G(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = io, S = oo, x = po) : (b = ao, S = so, x = mo);
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
			flags: qa
		}, k = O.stroke, [ee, A] = Xa(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...to(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = $a(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [Qa(t, r, i, a, k, -1), Qa(t, r, i, a, k, 1)] : Qa(t, r, i, a, k, A)), O;
	});
}
function wo(e) {
	return Co(To, e);
}
function To(e, t, n, r, i, a) {
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
var Eo = /* @__PURE__ */ new Set();
function Do() {
	for (let e of Eo) e.syncRect(!0);
}
Ln && ($n(Mn, zn, Do), $n(Nn, zn, Do, !0), $n(Fn, zn, () => {
	Uo.pxRatio = B;
}));
var Oo = yo(), ko = ho();
function Ao(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Mo(e, r, t, n));
}
function jo(e, t) {
	return e.map((e, n) => n == 0 ? {} : Z({}, t, e));
}
function Mo(e, t, n, r) {
	return Z({}, t == 0 ? n : r, e);
}
function No(e, t, n) {
	return t == null ? Yr : [t, n];
}
var Po = No;
function Fo(e, t, n) {
	return t == null ? Yr : dr(t, n, sr, !0);
}
function Io(e, t, n, r) {
	return t == null ? Yr : ar(t, n, e.scales[r].log, !1);
}
var Lo = Io;
function Ro(e, t, n, r) {
	return t == null ? Yr : or(t, n, e.scales[r].log, !1);
}
var zo = Ro;
function Bo(e, t, n, r, i) {
	let a = Cr(Ar(e), Ar(t)), o = t - e, s = tr(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Wr.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Vo(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = br((n = +r) * B)) + "px"), [
		e,
		t,
		n
	];
}
function Ho(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = X(e[2] * B, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Uo(e, t, n) {
	let r = { mode: q(e.mode, 1) }, i = r.mode;
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
	let l = r.root = Kn(Zt);
	if (e.id != null && (l.id = e.id), Un(l, e.class), e.title) {
		let t = Kn(en, l);
		t.textContent = e.title;
	}
	let u = Gn("canvas"), d = r.ctx = u.getContext("2d"), f = Kn(tn, l);
	$n("click", f, (e) => {
		e.target === m && (H != Hn || U != qn) && rr.click(r, e);
	}, !0);
	let p = r.under = Kn(nn, f);
	f.appendChild(u);
	let m = r.over = Kn(rn, f);
	e = ii(e);
	let h = +q(e.pxAlign, 1), g = no(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? Ao(e.series || [], Sa, Va, !1) : jo(e.series || [null], Ba), y = r.axes = Ao(e.axes || [], ya, Fa, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = Y(e.fill || null), e.dir = q(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: Ht,
		series: jt
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => Er(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => kr(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || qr)[t] || qr;
			if (r.from != null) {
				E(r.from);
				let e = Z({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = Z({}, t == S ? Ua : Wa, r), n.key = t;
				let e = n.time, a = n.range, o = Xr(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? cr : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? cr : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && ei(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Yr : dr(n, r, e);
				}
				n.range = Y(a || (e ? Po : t == S ? n.distr == 3 ? Lo : n.distr == 4 ? zo : No : n.distr == 3 ? Io : n.distr == 4 ? Ro : Fo)), n.auto = Y(!o && n.auto), n.clamp = Y(n.clamp || Ha), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (Un(l, Qt), k = a, ee = o) : (Un(l, $t), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let j = e.tzDate || ((e) => new Date(br(e / _))), te = e.fmtDate || Si, ne = _ == 1 ? Ui(j) : Ki(j), re = Ji(j, qi(_ == 1 ? Hi : Gi, te)), ie = $i(j, Zi(Qi, te)), ae = [], M = r.legend = Z({}, na, e.legend), N = r.cursor = Z({}, da, { drag: { y: i == 2 } }, e.cursor), P = M.show, oe = N.show, F = M.markers;
	M.idxs = ae, F.width = Y(F.width), F.dash = Y(F.dash), F.stroke = Y(F.stroke), F.fill = Y(F.fill);
	let I, se, ce, le = [], ue = [], de, fe = !1, pe = {};
	if (M.live) {
		let e = v[1] ? v[1].values : null;
		fe = e != null, de = fe ? e(r, 1, 0) : { _: 0 };
		for (let e in de) pe[e] = In;
	}
	if (P) {
		if (I = Gn("table", dn, l), ce = Gn("tbody", null, I), M.mount(r, I), fe) {
			se = Gn("thead", null, I, ce);
			let e = Gn("tr", null, se);
			for (var me in Gn("th", null, e), de) Gn("th", gn, e).textContent = me;
		} else Un(I, pn), M.live && Un(I, fn);
	}
	let he = { show: !0 }, ge = { show: !1 };
	function _e(e, t) {
		if (t == 0 && (fe || !M.live || i == 2)) return Yr;
		let n = [], a = Gn("tr", mn, ce, ce.childNodes[t]);
		Un(a, e.class), e.show || Un(a, on);
		let o = Gn("th", null, a);
		if (F.show) {
			let e = Kn(hn, o);
			if (t > 0) {
				let n = F.width(r, t);
				n && (e.style.border = n + "px " + F.dash(r, t) + " " + F.stroke(r, t)), e.style.background = F.fill(r, t);
			}
		}
		let s = Kn(gn, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (F.show || (s.style.color = e.width > 0 ? F.stroke(r, t) : F.fill(r, t)), ye("click", o, (t) => {
			if (N._lock) return;
			Ge(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != M.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && hr(r, e ? r == n ? he : ge : he, !0, Q.setSeries);
				});
			} else hr(n, { show: !e.show }, !0, Q.setSeries);
		}, !1), Je && ye(kn, o, (t) => {
			N._lock || (Ge(t), hr(v.indexOf(e), zr, !0, Q.setSeries));
		}, !1)), de) {
			let e = Gn("td", _n, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let ve = /* @__PURE__ */ new Map();
	function ye(e, t, n, i = !0) {
		let a = ve.get(t) || {}, o = N.bind[e](r, t, n, i);
		o && ($n(e, t, a[e] = o), ve.set(t, a));
	}
	function be(e, t, n) {
		let r = ve.get(t) || {};
		for (let n in r) (e == null || n == e) && (er(n, t, r[n]), delete r[n]);
		e ?? ve.delete(t);
	}
	let xe = 0, Se = 0, L = 0, R = 0, Ce = 0, we = 0, Te = Ce, Ee = we, De = L, Oe = R, ke = 0, Ae = 0, je = 0, Me = 0;
	r.bbox = {};
	let Ne = !1, Pe = !1, Fe = !1, Ie = !1, Le = !1, Re = !1;
	function ze(e, t, n) {
		(n || e != r.width || t != r.height) && Be(e, t), Ut(!1), Fe = !0, Pe = !0, Jt();
	}
	function Be(e, t) {
		r.width = xe = L = e, r.height = Se = R = t, Ce = we = 0, Ue(), We();
		let n = r.bbox;
		ke = n.left = Vr(Ce * B, .5), Ae = n.top = Vr(we * B, .5), je = n.width = Vr(L * B, .5), Me = n.height = Vr(R * B, .5);
	}
	function Ve() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = Bt(t), i = Vt(t);
			e = t == 3 || n && i, e || (Be(r.width, r.height), Pe = !0);
		}
	}
	function He({ width: e, height: t }) {
		ze(e, t);
	}
	r.setSize = He;
	function Ue() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (L -= c, a == 3 ? (Ce += c, r = !0) : n = !0) : (R -= c, a == 0 ? (we += c, e = !0) : t = !0));
			}
		}), nt[0] = e, nt[1] = n, nt[2] = t, nt[3] = r, L -= ot[1] + ot[3], Ce += ot[3], R -= ot[2] + ot[0], we += ot[0];
	}
	function We() {
		let e = Ce + L, t = we + R, n = Ce, r = we;
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
			let c = o, l = r(e, a, o, s) ?? J, u = l >= 0 && l < J, d = D.ori == 0 ? L : R, f = N.left, p = t[0], m = t[a];
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
			} else u && vr(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Ge = (e) => {
		N.event = e;
	};
	N.idxs = ae, N._lock = !1;
	let Ke = N.points;
	Ke.show = Y(Ke.show), Ke.size = Y(Ke.size), Ke.stroke = Y(Ke.stroke), Ke.width = Y(Ke.width), Ke.fill = Y(Ke.fill);
	let qe = r.focus = Z({}, e.focus || { alpha: .3 }, N.focus), Je = qe.prox >= 0, Ye = Je && Ke.one, Xe = [], Ze = [], z = [];
	function Qe(e, t) {
		let n = Ke.show(r, t);
		if (n instanceof HTMLElement) return Un(n, un), Un(n, e.class), Jn(n, -10, -10, L, R), m.insertBefore(n, Xe[t]), n;
	}
	function $e(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? $r(n) ? $i(j, Zi(n, te)) : n || ie : n || Pa, e.label = e.label || (t ? xa : ba);
		}
		if (Ye || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || Oo || Ir, e.fillTo = Y(e.fillTo || Za), e.pxAlign = +q(e.pxAlign, h), e.pxRound = no(e.pxAlign), e.stroke = Y(e.stroke || null), e.fill = Y(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Ia(Cr(1, e.width), 1), n = e.points = Z({}, {
				size: t,
				width: Cr(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: ko,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = Y(n.show), n.filter = Y(n.filter), n.fill = Y(n.fill), n.stroke = Y(n.stroke), n.paths = Y(n.paths), n.pxAlign = e.pxAlign;
		}
		if (P) {
			let n = _e(e, t);
			le.splice(t, 0, n[0]), ue.splice(t, 0, n[1]), M.values.push(null);
		}
		if (oe) {
			ae.splice(t, 0, null);
			let n = null;
			Ye ? t == 0 && (n = Qe(e, t)) : t > 0 && (n = Qe(e, t)), Xe.splice(t, 0, n), Ze.splice(t, 0, 0), z.splice(t, 0, 0);
		}
		Oi("addSeries", t);
	}
	function et(e, t) {
		t ??= v.length, e = i == 1 ? Mo(e, t, Sa, Va) : Mo(e, t, {}, Ba), v.splice(t, 0, e), $e(v[t], t);
	}
	r.addSeries = et;
	function tt(e) {
		if (v.splice(e, 1), P) {
			M.values.splice(e, 1), ue.splice(e, 1);
			let t = le.splice(e, 1)[0];
			be(null, t.firstChild), t.remove();
		}
		oe && (ae.splice(e, 1), Xe.splice(e, 1)[0].remove(), Ze.splice(e, 1), z.splice(e, 1)), Oi("delSeries", e);
	}
	r.delSeries = tt;
	let nt = [
		!1,
		!1,
		!1,
		!1
	];
	function rt(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = Y(e.size), e.space = Y(e.space), e.rotate = Y(e.rotate), Xr(e.incrs) && e.incrs.forEach((e) => {
				!Wr.has(e) && Wr.set(e, Gr(e));
			}), e.incrs = Y(e.incrs || (i.distr == 2 ? ki : a ? _ == 1 ? Vi : Wi : Ai)), e.splits = Y(e.splits || (a && i.distr == 1 ? ne : i.distr == 3 ? Ta : i.distr == 4 ? Ea : wa)), e.stroke = Y(e.stroke), e.grid.stroke = Y(e.grid.stroke), e.ticks.stroke = Y(e.ticks.stroke), e.border.stroke = Y(e.border.stroke);
			let o = e.values;
			e.values = Xr(o) && !Xr(o[0]) ? Y(o) : a ? Xr(o) ? Ji(j, qi(o, te)) : $r(o) ? Yi(j, o) : o || re : o || Ca, e.filter = Y(e.filter || (i.distr >= 3 && i.log == 10 ? Ma : i.distr == 3 && i.log == 2 ? Na : Fr)), e.font = Vo(e.font), e.labelFont = Vo(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (nt[t] = !0, e._el = Kn(an, f));
		}
	}
	function it(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? br(ya.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? br(Fa.size / 2) : 0), l;
	}
	let at = r.padding = (e.padding || [
		it,
		it,
		it,
		it
	]).map((e) => Y(q(e, it))), ot = r._padding = at.map((e, t) => e(r, t, nt, 0)), st, ct = null, lt = null, ut = i == 1 ? v[0].idxs : null, dt = null, ft = !1;
	function pt(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			st = 0;
			for (let e = 1; e < v.length; e++) st += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), dt = t[0], st = dt.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(st);
				for (let e = 0; e < st; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (Ut(!0), Oi("setData"), O == 2 && (Fe = !0), n !== !1) {
			let e = D;
			e.auto(r, ft) ? mt() : mr(S, e.min, e.max), Ie ||= N.left >= 0, Re = !0, Jt();
		}
	}
	r.setData = pt;
	function mt() {
		ft = !0;
		let e, n;
		i == 1 && (st > 0 ? (ct = ut[0] = 0, lt = ut[1] = st - 1, e = t[0][ct], n = t[0][lt], O == 2 ? (e = ct, n = lt) : e == n && (O == 3 ? [e, n] = ar(e, e, D.log, !1) : O == 4 ? [e, n] = or(e, e, D.log, !1) : D.time ? n = e + br(86400 / _) : [e, n] = dr(e, n, sr, !0))) : (ct = ut[0] = e = null, lt = ut[1] = n = null)), mr(S, e, n);
	}
	let ht, gt, _t, vt, yt, bt, xt, St, Ct, wt;
	function Tt(e, t, n, r, i, a) {
		e ??= Tn, n ??= Jr, r ??= "butt", i ??= Tn, a ??= "round", e != ht && (d.strokeStyle = ht = e), i != gt && (d.fillStyle = gt = i), t != _t && (d.lineWidth = _t = t), a != yt && (d.lineJoin = yt = a), r != bt && (d.lineCap = bt = r), n != vt && d.setLineDash(vt = n);
	}
	function Et(e, t, n, r) {
		t != gt && (d.fillStyle = gt = t), e != xt && (d.font = xt = e), n != St && (d.textAlign = St = n), r != Ct && (d.textBaseline = Ct = r);
	}
	function Dt(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, ft) && (t == null || t.min == null)) {
			let t = q(ct, 0), r = q(lt, i.length - 1), o = n.min == null ? ir(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = Sr(e.min, n.min = o[0]), e.max = Cr(e.max, n.max = o[1]);
		}
	}
	let Ot = {
		min: null,
		max: null
	};
	function kt() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, ft)) && (A[e] = Ot);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = Ot);
		}
		A[S] != null && Ut(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = ii(b[t], ti);
				if (n.min != null) Z(a, n);
				else if (t != S || i == 2) {
					if (st == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = J, a.max = -Infinity;
				}
			}
		}
		if (st > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], ct = tr(s.min, t[0]), lt = tr(s.max, t[0]), lt - ct > 1 && (t[0][ct] < s.min && ct++, t[0][lt] > s.max && lt--), n.min = dt[ct], n.max = dt[lt];
					} else n.show && n.auto && Dt(s, o, n, t[a], n.sorted);
					n.idxs[0] = ct, n.idxs[1] = lt;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && Dt(u, A[o], r, c, r.sorted), d != null && Dt(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
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
				i._min = e == 3 ? Er(i.min) : e == 4 ? kr(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? Er(i.max) : e == 4 ? kr(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) Fe = !0, Oi("setScale", e);
			oe && N.left >= 0 && (Ie = Re = !0);
		}
		for (let e in A) A[e] = null;
	}
	function At(e) {
		let t = jr(ct - 1, 0, st - 1), n = jr(lt + 1, 0, st - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < st - 1;) n++;
		return [t, n];
	}
	function jt() {
		if (st > 0) {
			let e = v.some((e) => e._focus) && wt != qe.alpha;
			e && (d.globalAlpha = wt = qe.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Mt(n, !1), Mt(n, !0), e._paths == null)) {
					let a = wt;
					wt != e.alpha && (d.globalAlpha = wt = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : At(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), wt != a && (d.globalAlpha = wt = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = wt;
					wt != e.alpha && (d.globalAlpha = wt = e.alpha), e._paths != null && Nt(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, ct, lt, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, ct, lt, a), Nt(t, !0));
					}
					wt != n && (d.globalAlpha = wt = n), Oi("drawSeries", t);
				}
			}), e && (d.globalAlpha = wt = 1);
		}
	}
	function Mt(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function Nt(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = X(l * B, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = ke - l / 2, t = Ae - l / 2, n = je + l, r = Me + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Ft(s, l, n.dash, n.cap, c, r, i, o, a) : Pt(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Pt(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || qr).band;
				Xr(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && fr(g, ct, lt) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Ft(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Ft(n, i, a, o, s, c, l, u, d, f);
	}
	function Ft(e, t, n, r, i, a, o, s, c, l, u, f) {
		Tt(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), Lt(i, o), It(e, a, t)) : s & Ja ? (Lt(i, o), d.clip(f), It(e, a, t)) : s & qa && (d.save(), d.clip(f), u && d.clip(u), Lt(i, o), d.restore(), It(e, a, t)) : (Lt(i, o), It(e, a, t)), (c || l || f) && d.restore();
	}
	function It(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = ht = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function Lt(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = gt = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function Rt(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = Bo(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function zt(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), Tt(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function Bt(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, Ut(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, Ut(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = Rt(i, c, l, s == 0 ? L : R);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => dt[e]) : p, h = a.distr == 2 ? dt[p[1]] - dt[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = xr(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function Vt(e) {
		let t = !0;
		return at.forEach((n, i) => {
			let a = n(r, i, nt, e);
			a != ot[i] && (t = !1), ot[i] = a;
		}), t;
	}
	function Ht() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = br((t._lpos + s) * B);
				Et(t.labelFont[0], c, "center", n == 2 ? bn : xn), d.save(), i == 1 ? (a = o = 0, d.translate(p, br(Ae + Me / 2)), d.rotate((n == 3 ? -_r : _r) / 2)) : (a = br(ke + je / 2), o = p);
				let m = Mr(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? je : Me, h = i == 0 ? ke : Ae, _ = t._splits, v = p.distr == 2 ? _.map((e) => dt[e]) : _, x = p.distr == 2 ? dt[_[1]] - dt[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = br(w * B), E = br((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * B), D = t._rotate * -_r / 180, O = g(t._pos * B), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			Et(ee, c, t.align == 1 ? Sn : t.align == 2 ? Cn : D > 0 ? Sn : D < 0 ? Cn : i == 0 ? "center" : n == 3 ? Cn : Sn, D || i == 1 ? "middle" : n == 2 ? bn : xn);
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
			S.show && zt(j, S.filter(r, v, e, f, x), i, n, O, T, X(S.width * B, 3), S.stroke(r, e), S.dash, S.cap);
			let ne = t.grid;
			ne.show && zt(j, ne.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? Ae : ke, i == 0 ? Me : je, X(ne.width * B, 3), ne.stroke(r, e), ne.dash, ne.cap), C.show && zt([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? Ae : ke, i == 1 ? Me : je, X(C.width * B, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Oi("drawAxes");
	}
	function Ut(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let Wt = !1, Gt = !1, Kt = [];
	function qt() {
		Gt = !1;
		for (let e = 0; e < Kt.length; e++) Oi(...Kt[e]);
		Kt.length = 0;
	}
	function Jt() {
		Wt ||= (ui(Xt), !0);
	}
	function Yt(e, t = !1) {
		Wt = !0, Gt = t, e(r), Xt(), t && Kt.length > 0 && queueMicrotask(qt);
	}
	r.batch = Yt;
	function Xt() {
		if (Ne &&= (kt(), !1), Fe &&= (Ve(), !1), Pe) {
			if (V(p, Sn, Ce), V(p, bn, we), V(p, vn, L), V(p, yn, R), V(m, Sn, Ce), V(m, bn, we), V(m, vn, L), V(m, yn, R), V(f, vn, xe), V(f, yn, Se), u.width = br(xe * B), u.height = br(Se * B), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						V(e, a ? "left" : "top", r - t), V(e, a ? "width" : "height", n), V(e, a ? "top" : "left", a ? we : Ce), V(e, a ? "height" : "width", a ? R : L), Wn(e, on);
					} else Un(e, on);
				}
			}), ht = gt = _t = yt = bt = xt = St = Ct = vt = null, wt = 1, di(!0), Ce != Te || we != Ee || L != De || R != Oe) {
				Ut(!1);
				let e = L / De, t = R / Oe;
				if (oe && !Ie && N.left >= 0) {
					N.left *= e, N.top *= t, Pn && Jn(Pn, br(N.left), 0, L, R), Ln && Jn(Ln, 0, br(N.top), L, R);
					for (let n = 0; n < Xe.length; n++) {
						let r = Xe[n];
						r != null && (Ze[n] *= e, z[n] *= t, Jn(r, xr(Ze[n]), xr(z[n]), L, R));
					}
				}
				if (K.show && !Le && K.left >= 0 && K.width > 0) {
					K.left *= e, K.width *= e, K.top *= t, K.height *= t;
					for (let e in mi) V(lr, e, K[e]);
				}
				Te = Ce, Ee = we, De = L, Oe = R;
			}
			Oi("setSize"), Pe = !1;
		}
		xe > 0 && Se > 0 && (d.clearRect(0, 0, u.width, u.height), Oi("drawClear"), w.forEach((e) => e()), Oi("draw")), K.show && Le && (ur(K), Le = !1), oe && Ie && (ci(null, !0, !1), Ie = !1), M.show && M.live && Re && (oi(), Re = !1), c || (c = !0, r.status = 1, Oi("ready")), ft = !1, Wt = !1;
	}
	r.redraw = (e, t) => {
		Fe = t || !1, e === !1 ? Jt() : mr(S, D.min, D.max);
	};
	function wn(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (st == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (st > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && st > 0 && (n.min = tr(n.min, t[0]), n.max = tr(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, Ne = !0, Jt();
		}
	}
	r.setScale = wn;
	let Mn, Nn, Pn, Ln, Bn, Vn, Hn, qn, Yn, Zn, H, U, nr = !1, rr = N.drag, W = rr.x, G = rr.y;
	oe && (N.x && (Mn = Kn(cn, m)), N.y && (Nn = Kn(ln, m)), D.ori == 0 ? (Pn = Mn, Ln = Nn) : (Pn = Nn, Ln = Mn), H = N.left, U = N.top);
	let K = r.select = Z({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), lr = K.show ? Kn(sn, K.over ? m : p) : null;
	function ur(e, t) {
		if (K.show) {
			for (let t in e) K[t] = e[t], t in mi && V(lr, t, e[t]);
			t !== !1 && Oi("setSelect");
		}
	}
	r.setSelect = ur;
	function pr(e) {
		if (v[e].show) P && Wn(le[e], on);
		else if (P && Un(le[e], on), oe) {
			let t = Ye ? Xe[0] : Xe[e];
			t != null && Jn(t, -10, -10, L, R);
		}
	}
	function mr(e, t, n) {
		wn(e, {
			min: t,
			max: n
		});
	}
	function hr(e, t, n, a) {
		t.focus != null && Br(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, pr(r), i == 2 ? (mr(n.facets[0].scale, null, null), mr(n.facets[1].scale, null, null)) : mr(n.scale, null, null), Jt());
		}), n !== !1 && Oi("setSeries", e, t), a && Pi("setSeries", r, e, t);
	}
	r.setSeries = hr;
	function gr(e, t) {
		Z(x[e], t);
	}
	function yr(e, t) {
		e.fill = Y(e.fill || null), e.dir = q(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Tr(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = yr, r.setBand = gr, r.delBand = Tr;
	function Dr(e, t) {
		v[e].alpha = t, oe && Xe[e] != null && (Xe[e].style.opacity = t), P && le[e] && (le[e].style.opacity = t);
	}
	let Ar, Nr, Pr, zr = { focus: !0 };
	function Br(e) {
		if (e != Pr) {
			let t = e == null, n = qe.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Dr(a, i ? 1 : qe.alpha);
				}
			}), Pr = e, n && Jt();
		}
	}
	P && Je && ye(An, I, (e) => {
		N._lock || (Ge(e), Pr != null && hr(null, zr, !0, Q.setSeries));
	});
	function Hr(e, t, n) {
		let r = b[t];
		n && (e = e / B - (r.ori == 1 ? we : Ce));
		let i = L;
		r.ori == 1 && (i = R, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? wr(10, c) : l == 4 ? Or(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function Ur(e, n) {
		return tr(Hr(e, S, n), t[0], ct, lt);
	}
	r.valToIdx = (e) => tr(e, t[0]), r.posToIdx = Ur, r.posToVal = Hr, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? je : L, n ? ke : 0) : o(e, b[t], n ? Me : R, n ? Ae : 0), r.setCursor = (e, t, n) => {
		H = e.left, U = e.top, ci(null, t, n);
	};
	function Kr(e, t) {
		V(lr, Sn, K.left = e), V(lr, vn, K.width = t);
	}
	function Zr(e, t) {
		V(lr, bn, K.top = e), V(lr, yn, K.height = t);
	}
	let ni = D.ori == 0 ? Kr : Zr, ri = D.ori == 1 ? Kr : Zr;
	function ai() {
		if (P && M.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && fe) continue;
			let t = M.values[e], n = 0;
			for (let r in t) ue[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function oi(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			ae[t] = e;
		}) : Qr(e.idx) || ae.fill(e.idx), M.idx = ae[0]), P && M.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !fe) && si(e, ae[e]);
			ai();
		}
		Re = !1, t !== !1 && Oi("setLegend");
	}
	r.setLegend = oi;
	function si(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? dt : t[e], o;
		fe ? o = i.values(r, e, n) ?? pe : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? pe : { _: o }), M.values[e] = o;
	}
	function ci(e, n, a) {
		Yn = H, Zn = U, [H, U] = N.move(r, H, U), N.left = H, N.top = U, oe && (Pn && Jn(Pn, br(H), 0, L, R), Ln && Jn(Ln, 0, br(U), L, R));
		let o, s = ct > lt;
		Ar = J, Nr = null;
		let c = D.ori == 0 ? L : R, l = D.ori == 1 ? L : R;
		if (H < 0 || st == 0 || s) {
			o = N.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = Xe[e];
				t != null && Jn(t, -10, -10, L, R);
			}
			Je && hr(null, zr, !0, e == null && Q.setSeries), M.live && (ae.fill(o), Re = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? H : U, n = Hr(e, S), o = N.idx = tr(n, t[0], ct, lt), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = ae[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = N.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (Re = Re || S != y || x != _, ae[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (Je && S != null) {
						let t = D.ori == 1 ? H : U, n = vr(qe.dist(r, e, x, _, t));
						if (n < Ar) {
							let r = qe.bias;
							if (r != 0) {
								let i = Hr(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Ar = n, Nr = e);
							} else Ar = n, Nr = e;
						}
					}
					if (Re || Ye) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = Ke.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = Ke.size(r, e);
						if (v = Ke.fill(r, e), g = Ke.stroke(r, e), Ye) e == Nr && Ar <= qe.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = Xe[e];
							t != null && (Ze[e] = c, z[e] = l, Qn(t, a, o, y), Xn(t, v, g), Jn(t, xr(c), xr(l), L, R));
						}
					}
				}
			}
			if (Ye) {
				let e = qe.prox;
				if (Re || (Pr == null ? Ar <= e : Ar > e || Nr != Pr)) {
					let e = Xe[0];
					e != null && (Ze[0] = s, z[0] = u, Qn(e, d, f, p), Xn(e, m, h), Jn(e, xr(s), xr(u), L, R));
				}
			}
		}
		if (K.show && nr) {
			if (e != null) {
				let [t, n] = Q.scales, [r, i] = Q.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (W = s._x, G = s._y, W || G) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && W ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), ni(Sr(v, y), vr(y - v))) : ni(0, c), S && G ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), ri(Sr(v, y), vr(y - v))) : ri(0, l);
				} else hi();
			} else {
				let e = vr(Yn - Bn), t = vr(Zn - Vn);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				W = rr.x && e >= rr.dist, G = rr.y && t >= rr.dist;
				let n = rr.uni;
				n == null ? rr.x && rr.y && (W || G) && (W = G = !0) : W && G && (W = e >= n, G = t >= n, !W && !G && (t > e ? G = !0 : W = !0));
				let r, i;
				W && (D.ori == 0 ? (r = Hn, i = H) : (r = qn, i = U), ni(Sr(r, i), vr(i - r)), G || ri(0, l)), G && (D.ori == 1 ? (r = Hn, i = H) : (r = qn, i = U), ri(Sr(r, i), vr(i - r)), W || ni(0, c)), !W && !G && (ni(0, 0), ri(0, 0));
			}
		}
		if (rr._x = W, rr._y = G, e == null) {
			if (a) {
				if (Mi != null) {
					let [e, t] = Q.scales;
					Q.values[0] = e == null ? null : Hr(D.ori == 0 ? H : U, e), Q.values[1] = t == null ? null : Hr(D.ori == 1 ? H : U, t);
				}
				Pi(En, r, H, U, L, R, o);
			}
			if (Je) {
				let e = a && Q.setSeries, t = qe.prox;
				Pr == null ? Ar <= t && hr(Nr, zr, !0, e) : Ar > t ? hr(null, zr, !0, e) : Nr != Pr && hr(Nr, zr, !0, e);
			}
		}
		Re && (M.idx = o, oi()), n !== !1 && Oi("setCursor");
	}
	let li = null;
	Object.defineProperty(r, "rect", { get() {
		return li ?? di(!1), li;
	} });
	function di(e = !1) {
		e ? li = null : (li = m.getBoundingClientRect(), Oi("syncRect", li));
	}
	function fi(e, t, n, r, i, a, o) {
		N._lock || nr && e != null && e.movementX == 0 && e.movementY == 0 || (pi(e, t, n, r, i, a, o, !1, e != null), e == null ? ci(t, !0, !1) : ci(null, !0, !0));
	}
	function pi(e, t, n, i, a, o, c, l, u) {
		if (li ?? di(!1), Ge(e), e != null) n = e.clientX - li.left, i = e.clientY - li.top;
		else {
			if (n < 0 || i < 0) {
				H = -10, U = -10;
				return;
			}
			let [e, r] = Q.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = Q.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? L : R, _ = D.ori == 1 ? L : R, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == En) && ((n <= 1 || n >= L - 1) && (n = Vr(n, L)), (i <= 1 || i >= R - 1) && (i = Vr(i, R))), l ? (Bn = n, Vn = i, [Hn, qn] = N.move(r, n, i)) : (H = n, U = i);
	}
	let mi = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function hi() {
		ur(mi, !1);
	}
	let gi, _i, vi, yi;
	function bi(e, t, n, i, a, o, s) {
		nr = !0, W = G = rr._x = rr._y = !1, pi(e, t, n, i, a, o, s, !0, !1), e != null && (ye(On, Rn, xi, !1), Pi(Dn, r, Hn, qn, L, R, null));
		let { left: c, top: l, width: u, height: d } = K;
		gi = c, _i = l, vi = u, yi = d;
	}
	function xi(e, t, n, i, a, o, s) {
		nr = rr._x = rr._y = !1, pi(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = K, f = u > 0 || d > 0, p = gi != c || _i != l || vi != u || yi != d;
		if (f && p && ur(K), rr.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), W && mr(S, Hr(e, S), Hr(e + t, S)), G) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != J && mr(e, Hr(n + r, e), Hr(n, e));
			}
			hi();
		} else N.lock && (N._lock = !N._lock, ci(t, !0, e != null));
		e != null && (be(On, Rn), Pi(On, r, H, U, L, R, null));
	}
	function Ci(e, t, n, r, i, a, o) {
		if (N._lock) return;
		Ge(e);
		let s = nr;
		if (nr) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = W, r = G) : (n = G, r = W), n && r && (e = H <= 10 || H >= L - 10, t = U <= 10 || U >= R - 10), n && e && (H = H < Hn ? 0 : L), r && t && (U = U < qn ? 0 : R), ci(null, !0, !0), nr = !1;
		}
		H = -10, U = -10, ae.fill(null), ci(null, !0, !0), s && (nr = s);
	}
	function wi(e, t, n, i, a, o, s) {
		N._lock || (Ge(e), mt(), hi(), e != null && Pi(jn, r, H, U, L, R, null));
	}
	function Ti() {
		y.forEach(Ho), ze(r.width, r.height, !0);
	}
	$n(Fn, zn, Ti);
	let Ei = {};
	Ei.mousedown = bi, Ei.mousemove = fi, Ei.mouseup = xi, Ei.dblclick = wi, Ei.setSeries = (e, t, n, i) => {
		let a = Q.match[2];
		n = a(r, t, n), n != -1 && hr(n, i, !0, !1);
	}, oe && (ye(Dn, m, bi), ye(En, m, fi), ye(kn, m, (e) => {
		Ge(e), di(!1);
	}), ye(An, m, Ci), ye(jn, m, wi), Eo.add(r), r.syncRect = di);
	let Di = r.hooks = e.hooks || {};
	function Oi(e, t, n) {
		Gt ? Kt.push([
			e,
			t,
			n
		]) : e in Di && Di[e].forEach((e) => {
			e.call(null, r, t, n);
		});
	}
	(e.plugins || []).forEach((e) => {
		for (let t in e.hooks) Di[t] = (Di[t] || []).concat(e.hooks[t]);
	});
	let ji = (e, t, n) => n, Q = Z({
		key: null,
		setSeries: !1,
		filters: {
			pub: Lr,
			sub: Lr
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Rr,
			Rr,
			ji
		],
		values: [null, null]
	}, N.sync);
	Q.match.length == 2 && Q.match.push(ji), N.sync = Q;
	let Mi = Q.key, Ni = Ka(Mi);
	function Pi(e, t, n, r, i, a, o) {
		Q.filters.pub(e, t, n, r, i, a, o) && Ni.pub(e, t, n, r, i, a, o);
	}
	Ni.sub(r);
	function Fi(e, t, n, r, i, a, o) {
		Q.filters.sub(e, t, n, r, i, a, o) && Ei[e](null, t, n, r, i, a, o);
	}
	r.pub = Fi;
	function Ii() {
		Ni.unsub(r), Eo.delete(r), ve.clear(), er(Fn, zn, Ti), l.remove(), I?.remove(), Oi("destroy");
	}
	r.destroy = Ii;
	function Li() {
		Oi("init", e, t), pt(t || e.data, !1), A[S] ? wn(S, A[S]) : mt(), Le = K.show && (K.width > 0 || K.height > 0), Ie = Re = !0, ze(e.width, e.height);
	}
	return v.forEach($e), y.forEach(rt), n ? n instanceof HTMLElement ? (n.appendChild(l), Li()) : n(r, Li) : Li(), r;
}
Uo.assign = Z, Uo.fmtNum = hr, Uo.rangeNum = dr, Uo.rangeLog = ar, Uo.rangeAsinh = or, Uo.orient = Ya, Uo.pxRatio = B, Uo.join = li, Uo.fmtDate = Si, Uo.tzDate = wi, Uo.sync = Ka;
{
	Uo.addGap = eo, Uo.clipGaps = $a;
	let e = Uo.paths = { points: ho };
	e.linear = yo, e.stepped = bo, e.bars = So, e.spline = wo;
}
// src/theme.ts
function Wo(e) {
	return getComputedStyle(document.documentElement).getPropertyValue(e).trim();
}
var Go = 8;
function Ko(e) {
	return Wo(`--run-${e % Go}`);
}
// src/views/charts.ts
var qo = class {
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
	constructor(e, t, n, r, a) {
		this.root = e, this.controller = n, i(e, () => this.resize()), t.watch([r], (e) => {
			this.show(e[r], e.steps.map((e) => e.step)), this.select(e.step);
		}), t.watch(["steps"], (e) => this.marks(e.steps.map((e) => e.step))), t.watch(["step"], (e) => this.select(e.step)), t.watch(["diagnosis", "event"], (e) => {
			this.events = e.diagnosis, this.openEvent = At(e.diagnosis, e.event);
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
			let o = new Uo(this.options(t, n), this.data(n), t);
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
			let t = e.map((e) => d(e[2]));
			return [
				e.map((e) => e[0]),
				t,
				dt(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Uo.join(t);
	}
	legend(t) {
		let n = e("div", "run-legend");
		for (let [r, i] of t.entries()) {
			let t = e("span"), a = e("span", "swatch");
			a.style.background = Ko(r), t.append(a, i), n.append(t);
		}
		return n;
	}
	options(e, t) {
		let n = Wo("--chart-grid"), r = {
			stroke: Wo("--chart-axis"),
			grid: { stroke: n },
			ticks: { stroke: n }
		}, i = t.runs.flatMap(({ run: e }, t) => {
			let n = Ko(t);
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
				y: { range: (e, t, n) => Tt(t, n) }
			},
			axes: [{
				...r,
				incrs: St
			}, {
				...r,
				size: 56,
				values: (e, t) => Ct(t)
			}],
			series: [{}, ...i],
			hooks: { draw: [(e) => this.drawMarks(e)] }
		};
	}
	drawMarks(e) {
		let t = e.ctx, { left: n, top: r, width: i, height: a } = e.bbox;
		t.save(), t.fillStyle = Wo("--chart-mark");
		let o = 4 * devicePixelRatio, s = this.markedColumns(e, n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.drawEvents(e, t), this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = Wo("--chart-cursor"), t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
		}
		t.restore();
	}
	drawEvents(e, t) {
		let { top: n, height: r } = e.bbox, i = 5 * devicePixelRatio;
		if (this.openEvent !== null) {
			let i = Wo(this.openEvent.severity === "critical" ? "--diagnosis-critical" : "--diagnosis-warn"), [a, o] = [this.openEvent.onset_step, this.openEvent.fired_step].map((t) => this.clampedX(e, t));
			t.save(), t.fillStyle = i, t.globalAlpha = .12, t.fillRect(a, n, Math.max(devicePixelRatio, o - a), r), t.globalAlpha = 1, t.strokeStyle = i, t.lineWidth = devicePixelRatio, t.setLineDash([4 * devicePixelRatio, 3 * devicePixelRatio]), t.beginPath(), t.moveTo(o, n), t.lineTo(o, n + r), t.stroke(), t.restore();
		}
		for (let r of this.events) {
			let a = e.valToPos(r.onset_step, "x", !0);
			!Number.isFinite(a) || a < e.bbox.left || a > e.bbox.left + e.bbox.width || (t.fillStyle = Wo(r.severity === "critical" ? "--diagnosis-critical" : "--diagnosis-warn"), t.beginPath(), t.moveTo(a - i, n), t.lineTo(a + i, n), t.lineTo(a, n + i * 1.4), t.closePath(), t.fill());
		}
	}
	clampedX(e, t) {
		let { left: n, width: r } = e.bbox;
		return Math.min(n + r, Math.max(n, e.valToPos(t, "x", !0)));
	}
	markedColumns(e, t, n) {
		let r = `${e.scales.x.min} ${e.scales.x.max} ${t} ${n}`, i = this.columnsOf.get(e);
		if (i && i.steps === this.tracedSteps && i.key === r) return i.columns;
		let a = ft(this.tracedSteps, (n) => e.valToPos(n, "x", !0) - t, n);
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
}, Jo = [
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
], Yo = [
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
function Xo(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var Zo = [
	160,
	160,
	160
];
function Qo(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function $o(e, t) {
	let n = Qo(e, t);
	return Number.isNaN(n) ? Zo : Xo(e.kind === "sequential" ? Jo : Yo, n);
}
function es(e, t) {
	let n = Qo(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function ts(e) {
	let t = [`${e}.missing { background: ${rs(Zo)}; color: #000; }`];
	for (let [n, r] of [["sequential", Jo], ["diverging", Yo]]) for (let i = 0; i < 64; i++) {
		let a = Xo(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${rs(a)}; color: ${ns(a)}; }`);
	}
	return t.join("\n");
}
function ns(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function rs(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function is(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? Jo : Yo).map((e) => rs(e)).join(", ")})`;
}
// src/views/tokens.ts
var as = 24.7, os = 7.9, ss = class {
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
		this.trace = t, this.values = n, this.scale = r, this.outlined = i, this.element = e("div", "path"), this.starts = Qe(t.tokenText, t.spans.map((e) => e.start)), this.spans = Array(t.tokenIds.length), this.observer = new IntersectionObserver((e) => {
			for (let t of e) t.isIntersecting && this.fill(Number(t.target.dataset.block));
		}, {
			root: this.element,
			rootMargin: "600px 0px"
		});
		for (let n = 0; n < this.starts.length; n++) {
			let r = ne(t, this.starts[n]), i = r !== null && r.kind !== "policy", a = i ? this.splicedBlock(r, this.starts[n] === r.start) : e("div", "tok-block");
			a.dataset.block = String(n);
			let o = n + 1 < this.starts.length ? this.starts[n + 1] : t.tokenIds.length;
			r?.kind === "policy" && this.starts[n] === r.start && (a.dataset.turn = String(r.turn), a.append(e("span", "turn-label", `turn ${r.turn}`)));
			let s = 0;
			for (let e = this.starts[n]; e < o; e++) s += t.tokenText[e].length + 1;
			i || (a.style.minHeight = `${Math.ceil(s * os / 900) * as}px`), this.blocks.push(a), this.filled.push(!1), this.element.append(a), this.observer.observe(a);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill($e(this.starts, e)), this.spans[e];
	}
	reveal(e) {
		let t = this.span(e).closest("details");
		t && !t.open && (t.open = !0);
	}
	splicedBlock(t, n) {
		let r = e("details", "tok-block spliced");
		r.dataset.kind = t.kind, r.dataset.turn = String(t.turn), t.tool_calls.some((e) => e.status !== "ok") && r.classList.add("failed");
		let i = e("summary", "spliced-summary", n ? ie(t) : "(continued)");
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
			t.className = r && i ? `tok ${es(i, r[a])}` : "tok";
			let o = j(n, a);
			o !== null && n.tokenText[a] === "" ? t.classList.add("cont") : t.textContent = _(n.tokenText[a]), o !== null && (t.title = o), t.dataset.i = String(a), this.outlined?.(a) && t.classList.add("outlined"), n.responseMask && !n.responseMask[a] ? (t.classList.add("masked"), t.title = "not generated by the policy (response_mask 0)") : s && s[a] > .5 && (t.classList.add("rejected"), t.title = "rejected by verl's rollout correction: left out of training"), this.spans[a] = t, c.append(t);
		}
		if (o === n.tokenIds.length && n.truncated) {
			let t = e("span", "truncated-end", "✂ cut at the length limit");
			t.title = "the response reached the length limit without an end-of-sequence token: generation was cut here", c.append(t);
		}
		a.append(c), a.style.minHeight = "", this.observer.unobserve(a);
	}
}, cs = class {
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
			n.textContent = g(t.responseText), l.append(n);
		} else {
			let e = new ss(t, i, a, c);
			e.element.classList.add("compact"), this.strips.push(e), l.append(e.element);
		}
		this.root.append(l);
	}
}, ls = class {
	controller;
	rows;
	summary;
	picker;
	constructor(t, n, r) {
		this.controller = r, this.picker = e("select", "compare-picker"), this.picker.setAttribute("aria-label", "compare this prompt with run"), this.picker.hidden = !0, this.picker.addEventListener("change", () => void r.comparePrompt(this.picker.value || null)), this.summary = e("div", "compare-summary");
		let i = e("div", "compare-rows");
		t.append(this.summary, i), this.rows = new cs(i), n.watch([
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
	fillPicker({ runs: e, run: n, split: r, trace: i, compareRun: a }) {
		let o = e.filter((e) => e.run !== n && e.splits.includes(r)).map((e) => e.run);
		this.picker.hidden = i === null || o.length === 0, t(this.picker, [new Option("Compare this prompt with run…", ""), ...o.map((e) => new Option(e, e))]), this.picker.value = a !== null && o.includes(a) ? a : "";
	}
	show({ comparison: t, trace: n, metric: r, run: i }) {
		if (this.rows.clear(), this.summary.replaceChildren(), !t || !n || i === null || t.trace === null) {
			t?.note && this.summary.append(e("div", "note", t.note));
			return;
		}
		let a = t.trace, o = Ot(n.tokenIds, a.tokenIds);
		this.summary.append(this.describe(n, a, o, i, t.run));
		let s = o < 0 ? null : (e) => e === o;
		for (let [e, o] of [[i, n], [t.run, a]]) {
			let { values: t, scale: n } = he(o, r), a = e === i ? () => void this.controller.selectStep(o.step, o.sampleIndex) : () => void this.controller.selectRun(e, {
				step: o.step,
				sample: o.sampleIndex
			});
			this.rows.add(o, `${e} · step ${o.step} · #${o.sampleIndex} · score ${f(o.score)}`, a, t, n, "compare-row", {
				run: e,
				step: String(o.step)
			}, s);
		}
	}
	describe(n, r, i, a, o) {
		let s = e("div", "compare-line");
		if (s.dataset.divergence = String(i), i < 0) return s.textContent = `Both runs chose the same ${n.tokenIds.length} tokens.`, s;
		let { ours: c, theirs: l } = kt(n, r, i);
		return t(s, [
			`The responses agree on ${i} token${i === 1 ? "" : "s"}; at token ${i} `,
			...this.choice(a, c, l.text),
			"; ",
			...this.choice(o, l, c.text),
			"."
		]), s;
	}
	choice(t, n, r) {
		if (n.text === null) return [`${t}'s response has ended`];
		let i = [`${t} chose `, e("span", "compare-token", _(n.text))];
		return n.prob !== null && i.push(` (p ${f(n.prob, 3)})`), r !== null && i.push(" and gave ", e("span", "compare-token", _(r)), n.probOfOther === null ? " a probability below its top-k" : ` p ${f(n.probOfOther, 3)}`), i;
	}
}, us = 5, ds = class {
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
			let n = le(t, e);
			return n && te(t, n);
		}, r = n("advantage");
		if (r) {
			let { top: e, bottom: t } = nt(r, us, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", t);
		}
		let i = n("token_reward");
		i && this.addList("reward", "reward landed on", rt(i, us));
		let a = n("kl");
		a && this.addList("kl", "furthest from the reference (KL)", nt(a, us, !0).top);
		let o = n("mismatch");
		if (o) {
			this.addList("mismatch", "trainer vs rollout (mismatch)", rt(o, us));
			let t = lt(o), n = t && ut(t.mean, t.spread);
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
		r.append("Token ", e("span", "source-token", _(A(n, t))), ` (position ${t}) drew on:`);
		let i = e("div", "source-column");
		i.dataset.kind = "attribution", i.append(e("div", "source-column-title", `gradient × input (${n.attribution.method})`), this.sourceList(w(n, t)));
		let a = e("div", "source-columns");
		a.append(i, this.attentionColumn(n, t)), this.sources.append(r, a);
	}
	attentionColumn(t, n) {
		let r = e("div", "source-column");
		r.dataset.kind = "attention";
		let i = D(t, this.store.state.attentionLayer);
		if (i === null || !t.attention) return r.append(e("div", "note", "No attention for this sample: it was attributed by an older tb-verl; run `tb-verl attribute` again to record it.")), r;
		let a = e("select", "layer-picker");
		a.setAttribute("aria-label", "attention layer");
		for (let n of t.attention.layers) {
			let t = e("option", void 0, `layer ${n}`);
			t.value = String(n), t.selected = n === i, a.append(t);
		}
		a.addEventListener("change", () => this.store.set({ attentionLayer: Number(a.value) }));
		let o = e("div", "source-column-title");
		return o.append("attention (heads averaged), ", a), r.append(o, this.sourceList(T(t, n, i)), this.acrossLayers(t, n, i)), r;
	}
	acrossLayers(t, n, r) {
		let i = e("div", "across-layers");
		i.append(e("div", "source-column-title", "across layers: the most attended position of each"));
		for (let { layer: a, top: o } of E(t, n)) {
			let t = e("button", "layer-row");
			t.dataset.layer = String(a), a === r && t.classList.add("chosen"), t.title = `layer ${a}: show its attention above`;
			let n = e("span", "source-bar positive");
			n.style.width = `${Math.max(2, (o?.weight ?? 0) * 100)}%`;
			let s = e("span", "source-track");
			s.append(n), t.append(e("span", "layer-name", `L${a}`), e("span", "layer-top", o ? _(o.text) : "–"), e("span", "layer-where", o ? `${o.part} ${o.index}` : ""), s, e("span", "layer-weight", o ? f(o.weight, 2) : "")), t.addEventListener("click", () => this.store.set({ attentionLayer: a })), i.append(t);
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
			a.append(i), t.append(e("span", "source-where", `${r.part} ${r.index}`), e("span", "source-text", _(r.text)), a, e("span", "source-weight", f(r.weight, 3))), r.part === "response" && (t.classList.add("clickable"), t.addEventListener("click", () => this.store.set({ token: r.index }))), n.append(t);
		}
		return n;
	}
	addList(t, n, r) {
		if (!this.trace || r.length === 0) return;
		let i = e("div", "credit-list");
		i.dataset.kind = t, i.append(e("span", "credit-title", n));
		for (let t of r) {
			let n = e("button", "credit-chip");
			n.dataset.i = String(t.position), n.append(e("span", "chip-text", _(A(this.trace, t.position))), e("span", "chip-value", f(t.value, 3))), n.title = `position ${t.position}`, n.addEventListener("click", () => this.store.set({ token: t.position })), i.append(n);
		}
		this.lists.append(i);
	}
}, fs = class {
	root;
	store;
	plot = null;
	syncing = !1;
	constructor(e, t) {
		this.root = e, this.store = t, i(e, () => this.plot?.setSize({
			width: this.width(),
			height: 160
		})), t.watch(["trace", "dark"], (e) => this.show(e.trace)), t.watch(["token"], (e) => this.point(e.token ?? -1));
	}
	show(t) {
		if (this.plot?.destroy(), this.plot = null, this.root.replaceChildren(), !t || t.tokenIds.length === 0) return;
		let n = ot(t);
		if (n.length === 0) return;
		let r = e("div", "chart-title");
		r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(t.tokenIds, (e, t) => t), a = at(t), o = Wo("--turn-boundary"), s = Wo("--chart-axis"), c = { stroke: Wo("--chart-grid") };
		this.plot = new Uo({
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
				y: { range: (e, t, n) => Tt(t, n) }
			},
			axes: [{
				stroke: s,
				grid: c,
				incrs: St
			}, {
				stroke: s,
				grid: c,
				size: 48,
				values: (e, t) => Ct(t)
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: Wo(`--curve-${e.field}`),
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
}, ps = {
	loading: "Diagnosis: reading the run…",
	done: "Diagnosis: no detector fired on this run.",
	off: "Diagnosis is off: TensorBoard was started with --tb_verl_diagnosis=false.",
	failed: "Diagnosis: could not be read (the browser console says why)."
}, ms = class {
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
	show(t) {
		let { diagnosis: r, event: i } = t;
		if (this.root.replaceChildren(), this.root.classList.toggle("quiet", r.length === 0), this.root.dataset.status = t.diagnosisStatus, t.run === null) return;
		if (r.length === 0) {
			this.root.append(e("span", "diagnosis-none", ps[t.diagnosisStatus]));
			return;
		}
		let [a, o] = this.stepRange(t), s = e("div", "diagnosis-strip");
		s.setAttribute("role", "group"), s.setAttribute("aria-label", `diagnosis events by onset, steps ${a} to ${o}`);
		let c = e("ol", "event-list");
		for (let e of r) {
			let t = `${e.severity} ${e.detector} from step ${e.onset_step}`, r = n(e.severity === "critical" ? "◆" : "▲", t, () => void this.controller.openEvent(e.detector));
			r.className = `event-mark ${e.severity}`, r.style.left = `${(Nt(e.onset_step, a, o) * 100).toFixed(2)}%`, r.setAttribute("aria-pressed", String(e.detector === i)), s.append(r), c.append(this.item(e, e.detector === i));
		}
		let l = e("details", "diagnosis-details");
		l.open = !this.folded, l.addEventListener("toggle", () => {
			this.folded = !l.open;
		}), l.append(e("summary", "diagnosis-title", `Diagnosis: ${r.length} event${r.length === 1 ? "" : "s"}, earliest first (the likely root cause)`), c), this.root.append(s, l);
	}
	item(t, r) {
		let i = e("li", `event ${t.severity}${r ? " open" : ""}`);
		i.dataset.detector = t.detector;
		let a = t.onset_step === t.fired_step ? `step ${t.onset_step}` : `steps ${t.onset_step}–${t.fired_step}`, o = n(`${t.severity} · ${t.detector} · ${a}`, `open the evidence of ${t.detector}`, () => void this.controller.openEvent(t.detector));
		if (o.className = "event-open", o.setAttribute("aria-pressed", String(r)), i.append(o, e("span", "explanation", t.explanation)), t.knob) {
			let n = e("a", "knob", t.knob);
			n.href = Pt(t.knob), n.target = "_blank", n.rel = "noopener noreferrer", i.append(n);
		}
		return t.after.length && i.append(e("span", "after", `after ${t.after.join(", ")}`)), i;
	}
	stepRange(e) {
		let t = e.chartSeries.flatMap((e) => {
			let t = e.runs[0]?.points ?? [];
			return t.length ? [t[0][0], t[t.length - 1][0]] : [];
		});
		e.steps.length && t.push(e.steps[0].step, e.steps[e.steps.length - 1].step);
		for (let n of e.diagnosis) t.push(n.onset_step);
		return [t.reduce((e, t) => Math.min(e, t)), t.reduce((e, t) => Math.max(e, t))];
	}
};
// src/model/knobs.ts
function hs(e) {
	let t = Object.keys(e), n = (e) => e.slice(e.lastIndexOf(".") + 1), r = /* @__PURE__ */ new Map();
	for (let e of t) r.set(n(e), (r.get(n(e)) ?? 0) + 1);
	return t.map((t) => ({
		label: r.get(n(t)) === 1 ? n(t) : t,
		name: t,
		value: String(e[t])
	}));
}
function gs(e, t) {
	let n = `entropy > ${f(e, 3)} nats`;
	return t === null ? `${n} (an absolute threshold)` : `${n} (the ${_s(t.percentile)} percentile of step ${t.step}'s token entropy, kept for the run)`;
}
function _s(e) {
	let t = Math.round(e);
	return `${t}${t % 100 >= 11 && t % 100 <= 13 ? "th" : [
		"th",
		"st",
		"nd",
		"rd"
	][t % 10] ?? "th"}`;
}
// src/views/exploration.ts
var vs = 160, ys = [
	"#ff4081",
	"#00e5ff",
	"#ffffff",
	"#ff9100"
], bs = class {
	root;
	data = null;
	selected = null;
	heatmap;
	canvas;
	title;
	shiftNote;
	fold;
	body;
	constructor(t, n, r) {
		this.root = t, this.heatmap = e("div"), this.shiftNote = e("div", "note shift-note"), this.shiftNote.hidden = !0, this.fold = e("button", "fold-button"), this.fold.addEventListener("click", () => n.set({ explorationFolded: !n.state.explorationFolded }));
		let a = e("div", "charts");
		this.body = e("div", "exploration-body"), this.body.append(this.heatmap, a), t.append(this.fold, this.shiftNote, this.body), t.hidden = !0, new qo(a, n, r, "explorationSeries", !1), this.title = e("div", "chart-title"), this.canvas = e("canvas", "entropy-heatmap"), this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = bt(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
			n.set({ metric: "entropy" }), r.selectNearest(this.data.steps[t]);
		}), i(t, () => this.draw()), n.watch(["exploration"], (e) => this.show(e.exploration)), n.watch(["explorationSeries"], (e) => this.showShift(e.explorationSeries)), n.watch(["explorationSeries", "explorationFolded"], (e) => this.showFold(e)), this.showFold(n.state), n.watch(["step"], (e) => {
			this.selected = e.step, this.draw();
		});
	}
	show(t) {
		if (this.data = t, this.heatmap.replaceChildren(), this.root.hidden = t === null, !t) return;
		let n = t.edges[t.edges.length - 1];
		this.title.textContent = `Exploration: per-token entropy over training (0 to ${n.toFixed(2)} nats, bottom to top; colour = share of the step's tokens; click a step)`;
		let r = t.forking_threshold === null ? e("div", "forking-rule") : e("div", "forking-rule", `Forking tokens (the forking share chart, outlined on the path): ${gs(t.forking_threshold, t.forking_rule)}`);
		this.heatmap.append(this.title, this.knobs(t.knobs), r, this.schedules(t.schedules), this.canvas), this.draw();
	}
	schedules(t) {
		let n = e("div", "schedules");
		return t.length === 0 || (n.append(e("span", "knobs-title", "Schedules (drawn over the heatmap, each on its own scale):")), t.forEach((t, r) => {
			let i = t.points.map((e) => e[1]).filter((e) => e !== null), a = e("span", "schedule");
			a.title = t.tag, a.dataset.name = t.name;
			let o = e("span", "schedule-swatch");
			o.style.background = ys[r % ys.length], a.append(o, e("span", "knob-name", t.name), e("span", "knob-value", `${f(i[0], 4)} → ${f(i[i.length - 1], 4)}`)), n.append(a);
		})), n;
	}
	knobs(t) {
		let n = e("div", "knobs"), r = hs(t);
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
		let t = (t) => e.find((e) => e.tag === t)?.runs[0]?.points ?? [], n = xt(t("mismatch/log_ratio/mean"), t("mismatch/log_ratio/std"));
		this.shiftNote.hidden = n === null, this.shiftNote.textContent = n ? `Training–inference mismatch, ${n.count} of ${n.of} steps (latest: step ${n.step}). ${n.note}` : "";
	}
	draw() {
		let e = this.data;
		if (!e || e.steps.length === 0) return;
		let t = Math.max(200, this.heatmap.clientWidth - 2), n = window.devicePixelRatio || 1;
		this.canvas.width = t * n, this.canvas.height = vs * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${vs}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = vs / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = rs($o(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, vs - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (e.schedules.forEach((n, i) => {
			let a = yt(n.points, e.steps, t, vs);
			r.strokeStyle = ys[i % ys.length], r.lineWidth = 2, r.beginPath(), a.forEach(([e, t], n) => n === 0 ? r.moveTo(e, t) : r.lineTo(e, t)), r.stroke();
		}), this.selected !== null) {
			let t = y(i, (t) => e.steps[t], this.selected);
			r.strokeStyle = Wo("--heatmap-cursor"), r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
}, xs = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new cs(t), this.button = e("button", "view-button group-button"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showGroup()), n.watch(["trace", "stepDetail"], ({ trace: e, stepDetail: t }) => {
			let n = e && t && e.groupId ? qe(t.samples, e.groupId) : [];
			this.button.hidden = n.length < 2, this.button.textContent = `Compare the ${n.length} responses of this group`;
		}), n.watch(["group", "metric"], ({ group: e, metric: t }) => this.show(e, t));
	}
	show(t, n) {
		if (this.rows.clear(), !t) return;
		let { groupId: r, traces: i } = t, a = e("div", "chart-title");
		a.textContent = `group ${r}: ${i.length} recorded responses to the same prompt`, this.rows.root.append(a);
		for (let e of i) {
			let { values: t, scale: r } = he(e, n);
			this.rows.add(e, `#${e.sampleIndex} · score ${f(e.score)} · mean advantage ${f(ct(e.fields.get("advantage")))}`, () => void this.controller.selectSample(e.sampleIndex), t, r, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, Ss = 14, Cs = {
	kind: "sequential",
	min: 0,
	max: 1
}, ws = class {
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
			let t = this.start + Math.floor(e.offsetX / Ss);
			this.trace && t < this.trace.tokenIds.length && this.store.set({ token: t });
		}), this.root.append(n, r), this.canvas = r, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / Ss)), o = t.tokenIds.length;
		this.start = et(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * Ss * c, e.height = n * Ss * c, e.style.width = `${s * Ss}px`, e.style.height = `${n * Ss}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = rs($o(Cs, Math.exp(i[a * n + o]))), l.fillRect(e * Ss, o * Ss, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * Ss + 1, o * Ss + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * Ss + .5, .5, 13, n * Ss - 1));
		}
	}
}, Ts = class {
	controller;
	rows;
	button;
	constructor(t, n, r) {
		this.controller = r, this.rows = new cs(t), this.button = e("button", "view-button history-button", "Follow this prompt across training"), this.button.hidden = !0, this.button.addEventListener("click", () => void r.showHistory()), n.watch(["trace"], ({ trace: e }) => {
			this.button.hidden = e === null;
		}), n.watch(["history"], ({ history: e }) => this.show(e));
	}
	show(t) {
		if (this.rows.clear(), !t) return;
		let { promptText: n, traces: r, occurrences: i } = t, a = e("div", "chart-title"), o = new Set(r.map((e) => e.step)).size;
		a.textContent = `${i} recorded response${i === 1 ? "" : "s"} to this prompt` + (r.length < i ? ` (${r.length} shown, evenly spread over ${o} steps)` : ` over ${o} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let s = e("div", "prompt");
		s.textContent = g(n), this.rows.root.append(a, s);
		let c = null;
		for (let e of r) {
			let t = st(e, c);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${f(e.score)}`, () => void this.controller.selectStep(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), c = e;
		}
	}
};
function Es(e, t, n) {
	return Math.max(t, Math.min(n, e));
}
function Ds(e, t, n, r) {
	let i = Es(e.top, 8, Math.max(8, r.height - n.height - 8)), a = t.left - 8 - n.width;
	if (a >= 8) return {
		left: a,
		top: i
	};
	let o = t.left + t.width + 8;
	if (o + n.width + 8 <= r.width) return {
		left: o,
		top: i
	};
	let s = Es(e.left, 8, Math.max(8, r.width - n.width - 8)), c = e.top + e.height + 8, l = e.top - 8 - n.height;
	return c + n.height + 8 <= r.height ? {
		left: s,
		top: c
	} : l >= 8 ? {
		left: s,
		top: l
	} : {
		left: s,
		top: Es(c, 8, Math.max(8, r.height - n.height - 8))
	};
}
// src/views/path.ts
var Os = !1;
function ks() {
	if (Os) return;
	Os = !0;
	let t = e("style");
	t.textContent = ts(".tok"), document.head.append(t);
}
var As = class {
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
	constructor(t, n) {
		this.root = t, this.store = n, this.card = e("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), ks(), n.watch([
			"trace",
			"metric",
			"exploration",
			"diagnosis",
			"event"
		], (e, t) => {
			(t.has("trace") || t.has("metric") || this.trace && this.outlineKey(this.trace) !== this.outlined) && this.show(e.trace, e.metric);
		}), n.watch(["token"], (e) => {
			e.token !== null && this.focusToken(e.token);
		}), n.watch([
			"trace",
			"token",
			"attentionLayer"
		], (e) => this.markAttended(e.token ?? -1, e.attentionLayer)), n.watch([
			"sample",
			"trace",
			"stepDetail"
		], ({ sample: t, trace: n, stepDetail: r }) => {
			this.root.querySelector(".unrecorded-note")?.remove();
			let i = n ? void 0 : r?.samples.find((e) => e.sample_index === t);
			if (i && !ve(i)) {
				let t = e("div", "unrecorded-note", `Sample ${i.sample_index} of step ${r?.step} was not recorded; its summary: ${Ae(i)}`);
				this.root.append(t);
			}
		}), document.addEventListener("keydown", (e) => {
			!r(e) && e.key === "n" && this.nextUncertainToken();
		});
	}
	evidence(e) {
		return Mt(At(this.store.state.diagnosis, this.store.state.event), e.step, e.sampleIndex);
	}
	outlineKey(e) {
		let t = this.evidence(e);
		return t.length ? `evidence ${this.store.state.event} ${t.join(",")}` : `forking ${this.forkingThreshold(e)}`;
	}
	outline(t, n) {
		let r = new Set(this.evidence(t));
		if (r.size) return n.append(e("span", "forking-note evidence-note", `outlined: the evidence of ${this.store.state.event} (${r.size} token${r.size === 1 ? "" : "s"})`)), (e) => r.has(e);
		let i = t.fields.get("entropy"), a = i && te(t, i), o = this.forkingThreshold(t);
		if (!a || o === null) return null;
		let s = gs(o, this.store.state.exploration?.forking_rule ?? null);
		return n.append(e("span", "forking-note", `outlined: forking tokens, ${s}`)), (e) => a[e] > o;
	}
	forkingThreshold(e) {
		let t = this.store.state.exploration?.forking_threshold ?? null;
		return this.metric?.key === "entropy" && e.fields.has("entropy") ? t : null;
	}
	show(e, t) {
		if (this.trace = e, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.strip?.dispose(), this.strip = null, this.promptTokens = [], this.attended = [], !e) return;
		let n = pe(e);
		this.metric = n.find((e) => e.key === t) ?? n[0];
		let { values: r, scale: i } = he(e, this.metric.key), a = this.header(e, n, r);
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
		t.groupId && o.push(`group ${Ke(t.groupId)}`);
		let s = re(t);
		s && o.push(s);
		let c = t.spans.filter((e) => e.kind === "policy").length;
		return c && o.push(`${c} turns`), i.append(e("span", "meta", o.join(" · "))), i;
	}
	prompt(n) {
		let r = n.attribution?.promptTokenText ?? [];
		if (!r.length && !n.promptText) return null;
		let i = e("div", "prompt");
		if (r.length) {
			let n = e("span", "prompt-text prompt-tokens");
			this.promptTokens = r.map((t, n) => {
				let r = e("span", "prompt-tok", _(t));
				return r.dataset.i = String(n), r;
			}), t(n, this.promptTokens), i.append(e("span", "label", "prompt "), n);
		} else i.append(e("span", "label", "prompt "), e("span", "prompt-text", g(n.promptText)));
		return i;
	}
	tokens(t, n, r, i) {
		this.outlined = this.outlineKey(t);
		let a = new ss(t, n, r, this.outline(t, i));
		this.strip = a;
		let o = a.element;
		o.tabIndex = 0, o.setAttribute("aria-label", "response tokens: arrow keys move between tokens");
		let s = ee(t);
		return s !== null && (t.tokenIds.length > 0 || t.responseText) && o.prepend(e("div", "note provenance", s)), t.tokenIds.length === 0 && o.append(t.responseText ? e("div", "text-only", g(t.responseText)) : e("span", "empty", "(empty response)")), o.addEventListener("mouseover", (e) => {
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
		let r = me(this.metric, t), i = e("span", "legend-bar");
		i.style.background = is(r.kind);
		let a = Math.max(Math.abs(r.min), Math.abs(r.max)), [o, s] = r.kind === "diverging" ? [-a, a] : [r.min, r.max], c = s - o, l = c > 0 ? Math.min(4, Math.max(2, Math.ceil(-Math.log10(c)) + 1)) : 2;
		return n.append(e("span", "legend-min", f(o, l)), i, e("span", "legend-max", f(s, l))), n;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.trace || !this.strip || e.length === 0) return !1;
		let t = te(this.trace, e), n = tt(t);
		for (let e = 1; e <= t.length; e++) {
			let r = (Math.max(this.active, -1) + e) % t.length;
			if (t[r] >= n) return this.activate(r), !0;
		}
		return !1;
	}
	markAttended(e, t) {
		for (let e of this.attended) e.classList.remove("attended"), e.style.removeProperty("--attention");
		this.attended = [];
		let n = this.trace, r = n && D(n, t);
		if (!(!n || !this.strip || r === null || e < 0)) for (let t of T(n, e, r)) {
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
		let n = Ds(t.getBoundingClientRect(), this.strip.element.getBoundingClientRect(), this.card.getBoundingClientRect(), {
			width: window.innerWidth,
			height: window.innerHeight
		});
		this.card.style.left = `${n.left}px`, this.card.style.top = `${n.top}px`;
	}
	fillCard(t, n) {
		this.card.replaceChildren();
		let r = e("div", "card-title");
		r.append(e("span", "card-token", _(A(t, n))), e("span", "card-id", `id ${t.tokenIds[n]} · position ${n}`)), this.card.append(r);
		let i = j(t, n);
		i !== null && this.card.append(e("div", "card-part", i));
		let { alternatives: a, rank: o } = ge(t, n), s = e("table", "card-numbers"), c = (e, t) => {
			let n = s.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		}, l = ne(t, n);
		l && c("turn", ie(l));
		let u = re(t);
		u && c("sample reward", u), t.responseMask && !t.responseMask[n] && c("response_mask", "0: not a policy token");
		let d = t.fields.get("log_prob");
		d && c("probability", f(Math.exp(d[n]), 4));
		let p = t.fields.get("rollout_log_prob");
		p && c("rollout probability", ce(t, "rollout_log_prob", Math.exp(p[n]), n)), t.topK && c("rank", o === null ? `> ${t.topK.k}` : String(o));
		for (let [e, r] of [...t.fields, ...ue(t)]) c(se(e), ce(t, e, r[n], n));
		if (a.length) {
			let r = e("div", "topk");
			r.append(e("div", "topk-title", `top-${a.length} alternatives`));
			for (let i of a) {
				let a = e("div", "topk-row");
				i.id === t.tokenIds[n] && a.classList.add("chosen");
				let o = e("span", "topk-bar");
				o.style.width = `${Math.max(1, i.prob * 100)}%`, a.append(e("span", "topk-text", _(i.text)), e("span", "topk-track", void 0), e("span", "topk-prob", f(i.prob, 3))), a.children[1].append(o), r.append(a);
			}
			this.card.append(r);
		}
		this.card.append(s);
	}
}, js = class {
	element;
	constructor(n, r) {
		let i = e("select");
		i.setAttribute("aria-label", "run"), i.addEventListener("change", () => void r.selectRun(i.value));
		let a = e("select");
		a.setAttribute("aria-label", "traces of"), a.hidden = !0, a.addEventListener("change", () => void r.selectSplit(a.value));
		let o = e("label");
		o.append("Run ", i), this.element = e("span", "run-picker"), this.element.append(o, a), n.watch([
			"runs",
			"run",
			"split"
		], ({ runs: e, run: n, split: r }) => {
			t(i, e.map((e) => new Option(e.splits.length ? e.run : `${e.run} (no traces)`, e.run))), n !== null && (i.value = n);
			let o = e.find((e) => e.run === n)?.splits ?? [];
			t(a, o.map((e) => new Option(e, e))), a.value = r, a.hidden = o.length < 2;
		});
	}
};
function Ms(t) {
	let n = e("span", "status");
	return n.setAttribute("role", "status"), t.watch(["message"], ({ message: e }) => {
		n.textContent = e?.text ?? "", n.dataset.kind = e?.kind ?? "";
	}), n;
}
// src/views/search.ts
var Ns = class {
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
		let n = e("div", "chart-title", Be(t)), r = e("button", "search-close", "×");
		r.title = "close the search results", r.setAttribute("aria-label", "close the search results"), r.addEventListener("click", () => this.store.set({ search: null })), n.append(" ", r);
		let i = e("ol", "search-list");
		for (let [n, r, a, o] of t.matches) {
			let t = e("li", "search-hit");
			t.dataset.step = String(n), t.dataset.sample = String(r), t.dataset.recorded = String(a);
			let s = e("button", "search-open", `step ${n} · #${r}${a ? "" : " · not recorded"}`);
			s.addEventListener("click", () => void this.controller.selectStep(n, r)), t.append(s), o !== null && t.append(e("span", "search-snippet", g(o))), i.append(t);
		}
		this.root.append(n, t.matches.length ? i : e("div", "note", "No row of any step passes it."));
	}
}, Ps = 26, Fs = 40, Is = class {
	controller;
	sortKey = "sample";
	descending = !1;
	filter = "";
	texts = null;
	filterInput;
	searchAll;
	body;
	caption;
	scroller;
	sizer;
	table;
	headRow;
	rows;
	detail = null;
	selectedSample = null;
	order = [];
	columns = [];
	recorded = 0;
	drawn = null;
	rowHeight = Ps;
	constructor(t, n, i) {
		this.controller = i, this.filterInput = e("input"), this.filterInput.type = "search", this.filterInput.className = "sample-filter", this.filterInput.placeholder = "filter: score>0.5 len<200 best \"text in prompt or response\"", this.filterInput.setAttribute("aria-label", "filter samples"), this.filterInput.addEventListener("input", () => {
			this.filter = this.filterInput.value, this.wantsTexts() && this.texts === null && i.loadTexts(), this.reorder();
		}), this.searchAll = e("button", "view-button search-all"), this.searchAll.hidden = !0, this.searchAll.addEventListener("click", () => {
			let e = this.filter.trim();
			e && i.searchAll(e);
		}), this.caption = e("div", "samples-caption"), this.table = e("table", "samples"), this.headRow = this.table.createTHead().insertRow(), this.rows = this.table.createTBody(), this.sizer = e("div", "samples-sizer"), this.sizer.append(this.table), this.scroller = e("div", "samples-scroll"), this.scroller.append(this.sizer), this.scroller.addEventListener("scroll", () => this.drawRows()), new ResizeObserver(() => this.drawRows()).observe(this.scroller);
		let a = (e) => {
			let t = e?.closest?.("tr[data-sample]");
			t && this.rows.contains(t) && this.controller.selectSample(Number(t.dataset.sample));
		};
		this.rows.addEventListener("click", (e) => a(e.target)), this.rows.addEventListener("keydown", (e) => e.key === "Enter" && a(e.target)), this.body = e("div"), this.body.append(this.caption, this.scroller);
		let o = e("div", "search-results");
		t.append(this.filterInput, this.searchAll, this.body, o), new Ns(o, n, i), n.watch(["stepDetail", "sample"], ({ stepDetail: e, sample: t }, n) => {
			n.has("stepDetail") && (this.show(e), this.wantsTexts() && i.loadTexts()), this.select(t);
		}), n.watch(["stepTexts"], ({ stepTexts: e }) => {
			e && this.setTexts(e.step, e.texts);
		}), document.addEventListener("keydown", (e) => {
			r(e) || (e.key === "j" && this.moveSample(1), e.key === "k" && this.moveSample(-1));
		});
	}
	moveSample(e) {
		let t = this.order;
		if (t.length === 0) return;
		let n = t.findIndex((e) => e.sample_index === this.selectedSample), r = t[Math.min(t.length - 1, Math.max(0, n + e))];
		r && r.sample_index !== this.selectedSample && this.controller.selectSample(r.sample_index);
	}
	wantsTexts() {
		return ze(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.reorder());
	}
	show(e) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.filterInput.hidden = !e, this.body.hidden = !e, this.columns = e ? ke(e.samples) : [], this.recorded = e ? e.samples.filter(ve).length : 0, this.reorder();
	}
	reorder() {
		let e = this.filter.trim();
		this.searchAll.hidden = !e, this.searchAll.textContent = e ? `Search every step for ${e}` : "";
		let t = this.detail;
		if (!t) {
			this.order = [], this.caption.textContent = "", this.rows.replaceChildren();
			return;
		}
		let n = this.texts;
		this.order = Ue(t.samples, this.filter, n && ((e) => n.get(e.sample_index) ?? ""), this.sortKey, this.descending);
		let r = t.samples.length > this.recorded ? `, ${t.samples.length} listed` : "";
		this.caption.textContent = `Step ${t.step}: ${this.recorded} recorded of ${t.batch_size} responses${r}` + (this.order.length < t.samples.length ? ` (${this.order.length} match the filter)` : ""), this.table.setAttribute("aria-rowcount", String(this.order.length + 1)), this.head(), this.scroller.scrollTop = 0, this.drawn = null, this.drawRows();
	}
	head() {
		this.headRow.replaceChildren();
		for (let t of this.columns) {
			let n = e("th");
			n.textContent = t.label + (this.sortKey === t.key ? this.descending ? " ▼" : " ▲" : ""), n.title = `${t.title} (click to sort)`, n.tabIndex = 0, n.dataset.key = t.key;
			let r = () => {
				this.descending = this.sortKey === t.key ? !this.descending : t.key !== "sample", this.sortKey = t.key, this.reorder();
			};
			n.addEventListener("click", r), n.addEventListener("keydown", (e) => e.key === "Enter" && r()), this.headRow.append(n);
		}
	}
	drawRows(e = !0) {
		let t = We(this.scroller.scrollTop, this.scroller.clientHeight, this.rowHeight, this.order.length, Fs);
		if (this.drawn && this.drawn.first === t.first && this.drawn.last === t.last) return;
		this.drawn = t;
		let n = document.createDocumentFragment();
		for (let e = t.first; e < t.last; e++) n.append(this.row(this.order[e], e));
		this.rows.replaceChildren(n), this.sizer.style.paddingTop = `${t.first * this.rowHeight}px`, this.sizer.style.paddingBottom = `${(this.order.length - t.last) * this.rowHeight}px`;
		let r = e ? this.rows.rows[0]?.getBoundingClientRect().height ?? 0 : 0;
		r > 0 && Math.abs(r - this.rowHeight) > .5 && (this.rowHeight = r, this.drawn = null, this.drawRows(!1));
	}
	select(e) {
		this.selectedSample = e;
		for (let t of this.rows.rows) t.classList.toggle("selected", t.dataset.sample === String(e));
		let t = e === null ? -1 : this.order.findIndex((t) => t.sample_index === e);
		if (t < 0) return;
		let n = this.table.tHead?.getBoundingClientRect().height ?? 0, r = Ge(t, this.scroller.scrollTop, this.scroller.clientHeight, this.rowHeight, n);
		r !== null && (this.scroller.scrollTop = r, this.drawRows());
	}
	row(t, n) {
		let r = e("tr");
		r.tabIndex = 0, r.dataset.sample = String(t.sample_index), r.setAttribute("aria-rowindex", String(n + 2)), t.sample_index === this.selectedSample && r.classList.add("selected"), ve(t) || (r.classList.add("unrecorded"), r.title = "not recorded: the index keeps this response's summary, not its trace");
		for (let n of this.columns) {
			let i = r.insertCell();
			i.dataset.key = n.key, n.key === "group" ? (i.textContent = Ke(t.group_id), i.title = t.group_id) : (i.textContent = je(n, t), n.key === "why" && (i.title = i.textContent));
			for (let { word: r, title: a } of Ce(n, t)) {
				let t = e("span", `badge ${r}`, r);
				t.title = a, i.append(" ", t);
			}
		}
		return r;
	}
}, Ls = class {
	element;
	slider;
	box;
	count;
	steps = [];
	constructor(t, i) {
		let a = (e) => void i.selectStep(e);
		this.element = e("span", "step-picker"), this.slider = e("input"), this.slider.type = "range", this.slider.min = "0", this.slider.setAttribute("aria-label", "logged steps"), this.slider.addEventListener("input", () => {
			let e = this.steps[Number(this.slider.value)];
			e && (this.box.value = String(e.step));
		}), this.slider.addEventListener("change", () => {
			let e = this.steps[Number(this.slider.value)];
			e && a(e.step);
		}), this.box = e("input"), this.box.type = "number", this.box.className = "step-box", this.box.setAttribute("aria-label", "go to step"), this.box.addEventListener("change", () => {
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : b(this.steps, e);
			t !== null && a(t);
		}), this.count = e("span", "step-count");
		let o = n("◀", "previous logged step", () => i.moveStep(-1)), s = n("▶", "next logged step", () => i.moveStep(1));
		this.element.append(o, this.slider, "step ", this.box, this.count, s), document.addEventListener("keydown", (e) => {
			r(e) || (e.key === "[" && i.moveStep(-1), e.key === "]" && i.moveStep(1));
		}), t.watch(["steps", "step"], (e, t) => this.show(e.steps, e.step, t.has("step")));
	}
	show(e, t, n) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let r = t === null ? -1 : x(e, t);
		this.slider.value = String(Math.max(0, r)), (n || document.activeElement !== this.box) && (this.box.value = t === null ? "" : String(t)), this.count.textContent = e.length ? ` (${r + 1} of ${e.length} traced)` : " (none traced)";
	}
}, Rs = class {
	store = new qt(Jt());
	controller = new Lt(this.store);
	constructor(t) {
		let { store: n, controller: r } = this;
		t.replaceChildren(), t.classList.add("tbv-app"), n.watch(["dark"], ({ dark: e }) => document.documentElement.classList.toggle("dark", e));
		let i = e("header", "toolbar");
		i.append(new js(n, r).element, new Ls(n, r).element, new Yt(n, r).element, Ms(n));
		let a = e("section", "diagnosis");
		new ms(a, n, r);
		let o = e("section", "charts");
		new qo(o, n, r, "chartSeries", !0);
		let s = e("section", "exploration");
		new bs(s, n, r);
		let c = e("section", "samples-pane");
		new Is(c, n, r);
		let [l, u, d, f, p, m, h] = [
			e("div"),
			e("div", "credit"),
			e("div", "curves"),
			e("div", "heatmap-pane"),
			e("div", "group-view"),
			e("div", "history-view"),
			e("div", "compare-view")
		];
		new As(l, n), new ds(u, n), new fs(d, n), new ws(f, n);
		let g = new xs(p, n, r), _ = new Ts(m, n, r), v = new ls(h, n, r), y = e("div", "view-buttons");
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
			Kt({
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
		}), Ht((e) => n.set({ dark: e }));
	}
	async start() {
		await this.controller.start(Gt()), Ut(() => void this.controller.refresh());
	}
}, zs = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--warn:#a15c00;--lightningcss-light:initial;--lightningcss-dark: ;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light;--chart-axis:#555;--chart-grid:#00000014;--chart-mark:#1976d2b3;--chart-cursor:#1565c0;--heatmap-cursor:#ff6f00;--run-0:#e65100;--run-1:#0072b2;--run-2:#009e73;--run-3:#cc79a7;--run-4:#56b4e9;--run-5:#d55e00;--run-6:#999;--run-7:#000;--curve-value:#1565c0;--curve-advantage:#e65100;--curve-entropy:#2e7d32;--curve-kl:#6a1b9a;--turn-boundary:#00000073;--diagnosis-warn:#c77700;--diagnosis-critical:#c62828}:root.dark{--chart-axis:#bbb;--chart-grid:#ffffff14;--chart-mark:#78b4ffb3;--chart-cursor:#90caf9;--heatmap-cursor:#ff6f00;--run-0:#ff9e40;--run-1:#56b4e9;--run-2:#33c7a0;--run-3:#e69ad0;--run-4:#9fd3f5;--run-5:#f0a35e;--run-6:#bbb;--run-7:#fff;--curve-value:#90caf9;--curve-advantage:#ffb74d;--curve-entropy:#a5d6a7;--curve-kl:#ce93d8;--turn-boundary:#ffffff80;--diagnosis-warn:#ffb74d;--diagnosis-critical:#ef5350;--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--warn:#f6b35c;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.run-picker{align-items:center;gap:8px;display:inline-flex}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.diagnosis{padding:6px 12px 0}.diagnosis.quiet{color:var(--muted);font-size:12px}.diagnosis-title{color:var(--muted);font-weight:500}.diagnosis-strip{border-bottom:1px solid var(--border);height:18px;margin:4px 8px;position:relative}.event-mark{cursor:pointer;background:0 0;border:none;padding:0 2px;font-size:13px;line-height:16px;position:absolute;top:0;transform:translate(-50%)}.event-mark.warn,.event.warn .event-open{color:var(--diagnosis-warn)}.event-mark.critical,.event.critical .event-open{color:var(--diagnosis-critical)}.event-mark[aria-pressed=true]{outline:2px solid var(--focus)}.event-list{max-width:100%;margin:4px 0 0;padding-left:20px}.event{overflow-wrap:anywhere;margin:2px 0}.event.open{background:var(--selected)}.event-open{cursor:pointer;font-weight:600;font:inherit;background:0 0;border:none;padding:0 6px 0 0;font-weight:600}.event .explanation{color:var(--fg)}.event .knob,.event .after{color:var(--muted);margin-left:6px;font-size:12px}.event .knob{color:var(--accent)}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}.samples-scroll{overflow-anchor:none;max-height:70vh;overflow:auto}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);z-index:1;background:var(--bg);box-shadow:inset 0 -1px var(--border);font-weight:500;position:sticky;top:0}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left}table.samples td[data-key=why]{text-overflow:ellipsis;max-width:8em;overflow:hidden}table.samples tbody tr{cursor:pointer;height:26px}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}table.samples tbody tr.unrecorded{color:var(--muted)}.unrecorded-note{color:var(--muted);padding:8px 0}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.tok.rejected{text-decoration:line-through;text-decoration-thickness:2px}.prompt-tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px;font-family:Roboto Mono,ui-monospace,monospace}.attended{box-shadow:inset 0 -3px 0 rgba(255, 179, 0, calc(.3 + .7 * var(--attention,1)))}.turn-label{color:var(--muted);border:1px solid var(--border);border-radius:8px;margin-right:6px;padding:0 6px;font:600 11px system-ui,sans-serif;display:inline-block}.tok-block[data-turn]:not(:first-child):not(.spliced){margin-top:4px}details.spliced{background:var(--panel);border-left:3px solid var(--border);border-radius:3px;margin:4px 0;padding:2px 8px}details.spliced[data-kind=tool]{border-left-color:var(--accent)}details.spliced.failed{border-left-color:var(--error)}.spliced-summary{cursor:pointer;color:var(--muted);white-space:pre-wrap;word-break:break-word;font:12px system-ui,sans-serif}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view,.compare-view{margin-top:10px}.compare-rows{grid-template-columns:1fr 1fr;gap:12px;display:grid}.compare-line{margin:6px 0}.compare-token{font-family:var(--mono,monospace);background:var(--panel);border:1px solid var(--border);unicode-bidi:isolate;border-radius:3px;padding:0 3px}.compare-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.knobs{color:var(--muted);flex-wrap:wrap;align-items:baseline;gap:4px 8px;margin:2px 0 6px;display:flex}.knob{border:1px solid var(--border);border-radius:10px;gap:4px;padding:0 8px;display:inline-flex}.knob-value{color:var(--fg);font-variant-numeric:tabular-nums}.schedules{color:var(--muted);flex-wrap:wrap;align-items:center;gap:4px 12px;margin:0 0 6px;display:flex}.schedule{align-items:center;gap:4px;display:inline-flex}.schedule-swatch{border-radius:1px;width:16px;height:3px;display:inline-block}.fold-button{cursor:pointer;font:inherit;color:var(--fg);background:0 0;border:none;margin:6px 0 2px;padding:2px 0;font-weight:600;display:block}.fold-button:hover{color:var(--accent);text-decoration:underline}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-columns{grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:4px 16px;display:grid}.source-column-title{color:var(--muted);margin-top:4px}.source-column[data-kind=attention] .source-bar.positive{background:#ffb300}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.outlined{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}.tok.cont{vertical-align:text-bottom;width:.45em;height:1.1em;padding:1px 0;display:inline-block}.card-part{color:var(--muted);margin:2px 0 4px}.truncated-end{color:var(--warn);white-space:nowrap;margin-left:4px;font-size:11px}.badge{border-radius:3px;padding:0 4px;font-size:10px}.badge.truncated{border:1px solid var(--warn);color:var(--warn)}.across-layers{margin-top:8px}.layer-row{width:100%;color:inherit;font:inherit;text-align:left;cursor:pointer;background:0 0;border:none;grid-template-columns:3em minmax(4em,1fr) 7em 5em 3em;align-items:center;gap:4px;padding:0 2px;font-size:11px;display:grid}.layer-row:hover,.layer-row:focus-visible{background:var(--panel)}.layer-row.chosen{outline:1px solid var(--accent)}.layer-row .layer-top{text-overflow:ellipsis;white-space:pre;overflow:hidden}.layer-row .layer-where,.layer-row .layer-weight{color:var(--muted)}";
// src/index.ts
function Bs() {
	let t = e("style");
	t.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + zs, document.head.append(t), new Rs(document.body).start();
}
export { Bs as render };
