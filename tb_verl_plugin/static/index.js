// src/decode.ts
function e(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function t(e) {
	let t = e & 32768 ? -1 : 1, n = e >> 10 & 31, r = e & 1023;
	return n === 0 ? t * r * 2 ** -24 : n === 31 ? r ? NaN : t * Infinity : t * (1 + r / 1024) * 2 ** (n - 15);
}
var n = null;
function r() {
	if (!n) {
		n = /* @__PURE__ */ new Float32Array(65536);
		for (let e = 0; e < 65536; e++) n[e] = t(e);
	}
	return n;
}
function i(t) {
	let n = e(t);
	if (n.length % 2 != 0) throw Error(`fp16 array has an odd byte length ${n.length}`);
	let i = r(), a = new Float32Array(n.length / 2);
	for (let e = 0; e < a.length; e++) a[e] = i[n[2 * e] | n[2 * e + 1] << 8];
	return a;
}
function a(t) {
	let n = e(t);
	if (n.length % 4 != 0) throw Error(`int32 array has a byte length ${n.length} not divisible by 4`);
	let r = new DataView(n.buffer, n.byteOffset, n.byteLength), i = new Int32Array(n.length / 4);
	for (let e = 0; e < i.length; e++) i[e] = r.getInt32(4 * e, !0);
	return i;
}
// src/trace.ts
function o(e, t) {
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
function s(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function c(t) {
	let n = a(t.token_ids), r = /* @__PURE__ */ new Map(), o = (e, t) => {
		let a = i(t);
		if (a.length !== n.length) throw Error(`trace field ${e} has ${a.length} values for ${n.length} tokens`);
		r.set(e, a);
	};
	for (let [e, n] of Object.entries(t.token_fields)) o(e, n);
	for (let [e, n] of Object.entries(t.extra_token)) o(`extra:${e}`, n);
	let c = null;
	t.top_k && (c = {
		k: t.top_k.k,
		ids: a(t.top_k.token_ids),
		logProbs: i(t.top_k.log_probs)
	});
	let u = {};
	for (let [e, n] of Object.entries(t.extra_sample)) u[e] = s(n) ?? NaN;
	return {
		step: t.step,
		sampleIndex: t.sample_index,
		groupId: t.group_id,
		dataSource: t.data_source,
		selectedBecause: t.selected_because,
		promptText: t.prompt_text,
		responseText: t.response_text,
		score: s(t.score),
		tokenIds: n,
		responseMask: t.response_mask === null ? null : e(t.response_mask),
		tokenText: t.token_text.length === n.length ? t.token_text : Array.from(n, (e) => `⟨${e}⟩`),
		vocab: new Map(Object.entries(t.vocab).map(([e, t]) => [Number(e), t])),
		fields: r,
		topK: c,
		extraSample: u,
		attribution: l(t.attribution ?? null, n.length),
		attributionError: t.attribution_error ?? null
	};
}
function l(e, t) {
	if (!e) return null;
	let n = a(e.sources), r = i(e.weights);
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
function u(e) {
	let t = e.fields.get("kl");
	if (t) return t;
	let n = e.fields.get("log_prob"), r = e.fields.get("ref_log_prob");
	return n && r ? n.map((e, t) => e - r[t]) : null;
}
function d(e) {
	return (t) => t.fields.get(e) ?? null;
}
var f = [
	{
		key: "probability",
		label: "probability",
		kind: "sequential",
		fixed: [0, 1],
		values: (e) => {
			let t = e.fields.get("log_prob");
			return t ? t.map(Math.exp) : null;
		}
	},
	{
		key: "log_prob",
		label: "log-prob",
		kind: "sequential",
		values: d("log_prob")
	},
	{
		key: "entropy",
		label: "entropy",
		kind: "sequential",
		values: d("entropy")
	},
	{
		key: "advantage",
		label: "advantage",
		kind: "diverging",
		values: d("advantage")
	},
	{
		key: "value",
		label: "value",
		kind: "diverging",
		values: d("value")
	},
	{
		key: "token_reward",
		label: "reward",
		kind: "diverging",
		values: d("token_reward")
	},
	{
		key: "returns",
		label: "return",
		kind: "diverging",
		values: d("returns")
	},
	{
		key: "kl",
		label: "KL (log π − log π_ref)",
		kind: "diverging",
		values: u
	}
];
function p(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: n.slice(6),
		kind: "diverging",
		values: d(n)
	});
	return [...f, ...t];
}
function m(e, t) {
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
function h(e, t) {
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
var g = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function _(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new g(i.status, await i.text() || i.statusText);
	return await i.json();
}
function v(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: s(n)
	}));
}
var y = {
	runs: () => _("runs").then((e) => e.runs),
	scalars: (e, t) => _("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => _("steps", {
		run: e,
		split: t
	}).then((e) => v(e.steps)),
	exploration: (e) => _("exploration", { run: e }),
	search: (e, t, n) => _("search", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => _("step", {
		run: e,
		step: t,
		split: n
	}),
	prompt: (e, t, n) => _("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => _("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(c),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => y.trace(e, n, r, t)))
}, b = class {
	state;
	listeners = [];
	constructor(e) {
		this.state = e;
	}
	set(e) {
		let t = new Set(Object.keys(e));
		this.state = {
			...this.state,
			...e
		};
		for (let e of this.listeners) e(this.state, t);
	}
	subscribe(e) {
		this.listeners.push(e);
	}
};
function x() {
	return {
		runs: [],
		run: null,
		chartTags: [],
		compareRuns: [],
		smoothing: .6,
		steps: [],
		step: null,
		stepDetail: null,
		split: "train",
		sample: null,
		trace: null,
		metric: "probability",
		message: null,
		dark: !1
	};
}
function S(e, t) {
	if (e.length === 0) return null;
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i].step < t ? n = i + 1 : r = i;
	}
	return n > 0 && Math.abs(e[n - 1].step - t) <= Math.abs(e[n].step - t) ? e[n - 1].step : e[n].step;
}
// src/host.ts
function C() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function w(e) {
	let t = C();
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
function T(e) {
	let t = C();
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
// src/url.ts
var E = "tbv=";
function D(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(E));
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
function O(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(E)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(E + encodeURIComponent(i)), `#${n.join("&")}`;
}
function k() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function ee() {
	return D(k().location.hash);
}
function A(e) {
	let t = k(), n = O(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// node_modules/uplot/dist/uPlot.esm.js
var j = !0, te = "uplot", ne = "u-hz", re = "u-vt", ie = "u-title", ae = "u-wrap", oe = "u-under", se = "u-over", ce = "u-axis", le = "u-off", ue = "u-select", de = "u-cursor-x", fe = "u-cursor-y", pe = "u-cursor-pt", me = "u-legend", he = "u-live", ge = "u-inline", _e = "u-series", ve = "u-marker", ye = "u-label", be = "u-value", xe = "width", Se = "height", Ce = "top", we = "bottom", Te = "left", Ee = "right", De = "#000", Oe = "#0000", ke = "mousemove", Ae = "mousedown", je = "mouseup", Me = "mouseenter", Ne = "mouseleave", Pe = "dblclick", Fe = "resize", Ie = "scroll", Le = "change", Re = "dppxchange", ze = "--", Be = typeof window < "u", Ve = Be ? document : null, He = Be ? window : null, M = Be ? navigator : null, N, P;
function Ue() {
	let e = devicePixelRatio;
	N != e && (N = e, P && rt(Le, P, Ue), P = matchMedia(`(min-resolution: ${N - .001}dppx) and (max-resolution: ${N + .001}dppx)`), nt(Le, P, Ue), He.dispatchEvent(new CustomEvent(Re)));
}
function We(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function Ge(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function F(e, t, n) {
	e.style[t] = n + "px";
}
function Ke(e, t, n, r) {
	let i = Ve.createElement(e);
	return t != null && We(i, t), n?.insertBefore(i, r), i;
}
function qe(e, t) {
	return Ke("div", e, t);
}
var Je = /* @__PURE__ */ new WeakMap();
function Ye(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != Je.get(e) && (e.style.transform = a, Je.set(e, a), t < 0 || n < 0 || t > r || n > i ? We(e, le) : Ge(e, le));
}
var Xe = /* @__PURE__ */ new WeakMap();
function Ze(e, t, n) {
	let r = t + n;
	r != Xe.get(e) && (Xe.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var Qe = /* @__PURE__ */ new WeakMap();
function $e(e, t, n, r) {
	let i = t + "" + n;
	i != Qe.get(e) && (Qe.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var et = { passive: !0 }, tt = {
	...et,
	capture: !0
};
function nt(e, t, n, r) {
	t.addEventListener(e, n, r ? tt : et);
}
function rt(e, t, n, r) {
	t.removeEventListener(e, n, et);
}
Be && Ue();
function it(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : wt((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function at(e) {
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
var ot = (e) => e != null, st = (e) => e != null && e > 0, ct = at(ot), lt = at(st);
function ut(e, t, n, r = 0, i = !1) {
	let a = i ? lt : ct, o = i ? st : ot;
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
	return [s ?? R, c ?? -R];
}
function dt(e, t, n, r) {
	let i = At(e), a = At(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? jt : Mt, s = i == 1 ? wt : Et, c = a == 1 ? Et : wt, l = s(o(Ct(e))), u = c(o(Ct(t))), d = kt(n, l), f = kt(n, u);
	return n == 10 && (l < 0 && (d = H(d, -l)), u < 0 && (f = H(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Kt(e, d), t = Gt(t, f)), [e, t];
}
function ft(e, t, n, r) {
	let i = dt(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var pt = .1, mt = {
	mode: 3,
	pad: pt
}, ht = {
	pad: 0,
	soft: null,
	mode: 0
}, gt = {
	min: ht,
	max: ht
};
function _t(e, t, n, r) {
	return rn(n) ? yt(e, t, n) : (ht.pad = n, ht.soft = r ? 0 : null, ht.mode = r ? 3 : 0, yt(e, t, gt));
}
function I(e, t) {
	return e ?? t;
}
function vt(e, t, n) {
	for (t = I(t, 0), n = I(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function yt(e, t, n) {
	let r = n.min, i = n.max, a = I(r.pad, 0), o = I(i.pad, 0), s = I(r.hard, -R), c = I(i.hard, R), l = I(r.soft, R), u = I(i.soft, -R), d = I(r.mode, 0), f = I(i.mode, 0), p = t - e, m = jt(p), h = Ot(Ct(e), Ct(t)), g = Ct(jt(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != R && (a = 0), f == 2 && u != -R && (o = 0)));
	let _ = p || h || 1e3, v = kt(10, wt(jt(_))), y = H(Kt(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : R, x = Ot(s, y < b && e >= b ? b : Dt(b, y)), S = H(Gt(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -R, w = Dt(c, S > C && t <= C ? C : Ot(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var bt = new Intl.NumberFormat(Be ? M.language : "en-US"), xt = (e) => bt.format(e), L = Math, St = L.PI, Ct = L.abs, wt = L.floor, Tt = L.round, Et = L.ceil, Dt = L.min, Ot = L.max, kt = L.pow, At = L.sign, jt = L.log10, Mt = L.log2, Nt = (e, t = 1) => L.sinh(e) * t, Pt = (e, t = 1) => L.asinh(e / t), R = Infinity;
function z(e) {
	return (jt((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Ft(e, t, n) {
	return Dt(Ot(e, t), n);
}
function It(e) {
	return typeof e == "function";
}
function B(e) {
	return It(e) ? e : () => e;
}
var V = () => {}, Lt = (e) => e, Rt = (e, t) => t, zt = (e) => null, Bt = (e) => !0, Vt = (e, t) => e == t, Ht = /\.\d*?(?=9{6,}|0{6,})/gm, Ut = (e) => {
	if (en(e) || qt.has(e)) return e;
	let t = `${e}`, n = t.match(Ht);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Ut(e)}e${n}`;
	}
	return H(e, r);
};
function Wt(e, t) {
	return Ut(H(Ut(e / t)) * t);
}
function Gt(e, t) {
	return Ut(Et(Ut(e / t)) * t);
}
function Kt(e, t) {
	return Ut(wt(Ut(e / t)) * t);
}
function H(e, t = 0) {
	if (en(e)) return e;
	let n = 10 ** t;
	return Tt(e * n * (1 + 2 ** -52)) / n;
}
var qt = /* @__PURE__ */ new Map();
function Jt(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Yt(e, t, n, r) {
	let i = [], a = r.map(Jt);
	for (let o = t; o < n; o++) {
		let t = Ct(o), n = H(kt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : H(c, l);
			i.push(u), qt.set(u, l);
		}
	}
	return i;
}
var Xt = {}, Zt = [], Qt = [null, null], $t = Array.isArray, en = Number.isInteger, tn = (e) => e === void 0;
function nn(e) {
	return typeof e == "string";
}
function rn(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function an(e) {
	return typeof e == "object" && !!e;
}
var on = Object.getPrototypeOf(Uint8Array), sn = "__proto__";
function cn(e, t = rn) {
	let n;
	if ($t(e)) {
		let r = e.find((e) => e != null);
		if ($t(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = cn(e[r], t);
		} else n = e.slice();
	} else if (e instanceof on) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != sn && (n[r] = cn(e[r], t));
	} else n = e;
	return n;
}
function U(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != sn && (rn(e[t]) ? U(e[t], cn(r[t])) : e[t] = cn(r[t]));
	}
	return e;
}
var ln = 0, un = 1, dn = 2;
function fn(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function pn(e, t) {
	if (gn(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return _n(t[0]) || (t = hn(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : un, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != ln && (l[n] = t, u == dn && d.push(n)) : l[n] = t;
			}
			fn(l, d, i), r.push(l);
		}
	}
	return r;
}
var mn = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function hn(e) {
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
function gn(e) {
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
function _n(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = Ot(1, wt((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var vn = [
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
], yn = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function bn(e) {
	return e.slice(0, 3);
}
var xn = yn.map(bn), Sn = {
	MMMM: vn,
	MMM: vn.map(bn),
	WWWW: yn,
	WWW: xn
};
function Cn(e) {
	return (e < 10 ? "0" : "") + e;
}
function wn(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var Tn = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => Cn(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => Cn(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => Cn(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => Cn(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => Cn(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => wn(e.getMilliseconds())
};
function En(e, t) {
	t ||= Sn;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? Tn[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var Dn = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function On(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == Dn ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var kn = (e) => e % 1 == 0, An = [
	1,
	2,
	2.5,
	5
], jn = Yt(10, -32, 0, An), Mn = Yt(10, 0, 32, An), Nn = Mn.filter(kn), Pn = jn.concat(Mn), Fn = "\n", In = "{YYYY}", Ln = Fn + In, Rn = "{M}/{D}", zn = Fn + Rn, Bn = zn + "/{YY}", Vn = "{aa}", Hn = "{h}:{mm}" + Vn, Un = Fn + Hn, W = ":{ss}", G = null;
function Wn(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Yt(10, 0, 3, An).filter(kn) : Yt(10, -3, 0, An)).concat([
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
			In,
			G,
			G,
			G,
			G,
			G,
			G,
			1
		],
		[
			i * 28,
			"{MMM}",
			Ln,
			G,
			G,
			G,
			G,
			G,
			1
		],
		[
			i,
			Rn,
			Ln,
			G,
			G,
			G,
			G,
			G,
			1
		],
		[
			r,
			"{h}" + Vn,
			Bn,
			G,
			zn,
			G,
			G,
			G,
			1
		],
		[
			n,
			Hn,
			Bn,
			G,
			zn,
			G,
			G,
			G,
			1
		],
		[
			t,
			W,
			Bn + " " + Hn,
			G,
			zn + " " + Hn,
			G,
			Un,
			G,
			1
		],
		[
			e,
			W + ".{fff}",
			Bn + " " + Hn,
			G,
			zn + " " + Hn,
			G,
			Un,
			G,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = H(g * e, 3), v = er(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = H(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : H(er(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(Tt(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = er(c + r * a, l + n * a, 1), s = o - t(H(o * e, 3));
					i = H((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (wt(l) - wt(_)) + Gt(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = H(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = wt(H(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					H((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Gn, Kn, qn] = Wn(1), [Jn, Yn, Xn] = Wn(.001);
Yt(2, -53, 53, [1]);
function Zn(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Qn(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function $n(e, t) {
	let n = En(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function er(e, t, n) {
	return new Date(e, t, n);
}
function tr(e, t) {
	return t(e);
}
var nr = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function rr(e, t) {
	return (n, r, i, a) => a == null ? ze : t(e(r));
}
function ir(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function ar(e, t) {
	return e.series[t].fill(e, t);
}
var or = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: V,
	markers: {
		show: !0,
		width: 2,
		stroke: ir,
		fill: ar,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function sr(e, t) {
	let n = e.cursor.points, r = qe(), i = n.size(e, t);
	F(r, xe, i), F(r, Se, i);
	let a = i / -2;
	F(r, "marginLeft", a), F(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && F(r, "borderWidth", o), r;
}
function cr(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function lr(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function ur(e, t) {
	return e.series[t].points.size;
}
var dr = [0, 0];
function fr(e, t, n) {
	return dr[0] = t, dr[1] = n, dr;
}
function pr(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function mr(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var hr = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: fr,
	points: {
		one: !1,
		show: sr,
		size: ur,
		width: 0,
		stroke: lr,
		fill: cr
	},
	bind: {
		mousedown: pr,
		mouseup: pr,
		click: pr,
		dblclick: pr,
		mousemove: mr,
		mouseleave: mr,
		mouseenter: mr
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
}, gr = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, _r = U({}, gr, { filter: Rt }), vr = U({}, _r, { size: 10 }), yr = U({}, gr, { show: !1 }), br = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", xr = "bold " + br, Sr = 1.5, Cr = {
	show: !0,
	scale: "x",
	stroke: De,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: xr,
	side: 2,
	grid: _r,
	ticks: vr,
	border: yr,
	font: br,
	lineGap: Sr,
	rotate: 0
}, wr = "Value", Tr = "Time", Er = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: R,
	max: -Infinity,
	idxs: []
};
function Dr(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : xt(e));
}
function Or(e, t, n, r, i, a, o) {
	let s = [], c = qt.get(i) || 0;
	n = o ? n : H(Gt(n, i), c);
	for (let e = n; e <= r; e = H(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function kr(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = kt(c, wt((c == 10 ? jt : Mt)(n))), c == 10 && (i = Pn[it(i, Pn)]);
	let l = n, u = i * c;
	c == 10 && (u = Pn[it(u, Pn)]);
	do
		s.push(l), l += i, c == 10 && !qt.has(l) && (l = H(l, qt.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Pn[it(u, Pn)]));
	while (l <= r);
	return s;
}
function Ar(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? kr(e, t, Ot(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? kr(e, t, Ot(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var jr = /./, Mr = /[12357]/, Nr = /[125]/, Pr = /1/, Fr = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Ir(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? jr : c(7, o) - u >= l ? Mr : c(5, o) - u >= l ? Nr : Pr;
	if (d == Pr) {
		let e = Ct(c(1, o) - u);
		if (e < l) return Fr(t.slice().reverse(), s.distr, d, Et(l / e)).reverse();
	}
	return Fr(t, s.distr, d, 1);
}
function Lr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = Ct(c(1, o) - c(2, o));
	return l < s ? Fr(t.slice().reverse(), 3, jr, Et(s / l)).reverse() : t;
}
function Rr(e, t, n, r) {
	return r == null ? ze : t == null ? "" : xt(t);
}
var zr = {
	show: !0,
	scale: "y",
	stroke: De,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: xr,
	side: 3,
	grid: _r,
	ticks: vr,
	border: yr,
	font: br,
	lineGap: Sr,
	rotate: 0
};
function Br(e, t) {
	return H((3 + (e || 1) * 2) * t, 3);
}
function Vr(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = Ct(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * N);
	return r[1] - r[0] <= o;
}
var Hr = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: R,
	max: -Infinity
}, Ur = (e, t, n, r, i) => i, Wr = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Ur,
	alpha: 1,
	facets: [U({}, Hr, { scale: "x" }), U({}, Hr, { scale: "y" })]
}, Gr = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Ur,
	alpha: 1,
	points: {
		show: Vr,
		filter: null
	},
	values: null,
	min: R,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Kr(e, t, n, r, i) {
	return n / 10;
}
var qr = {
	time: j,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Jr = U({}, qr, {
	time: !1,
	ori: 1
}), Yr = {};
function Xr(e, t) {
	let n = Yr[e];
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
	}, e != null && (Yr[e] = n)), n;
}
var Zr = 1, Qr = 2;
function $r(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, ci, ui, fi, mi, gi) : n(i, c, l, u, d, _, g, p, f, h, m, li, di, pi, hi, _i);
}
function ei(e, t) {
	let n = 0, r = 0, i = I(e.bands, Zt);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function ti(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function ni(e, t, n, r, i, a) {
	return $r(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? ui : di, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function ri(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? fi : pi, c = n;
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
function ii(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function ai(e, t, n, r, i, a, o) {
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
function oi(e) {
	return e == 0 ? Lt : e == 1 ? Tt : (t) => Wt(t, e);
}
function si(e) {
	let t = e == 0 ? ci : li, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = Dt(c, o / 2, s / 2), l = Dt(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var ci = (e, t, n) => {
	e.moveTo(t, n);
}, li = (e, t, n) => {
	e.moveTo(n, t);
}, ui = (e, t, n) => {
	e.lineTo(t, n);
}, di = (e, t, n) => {
	e.lineTo(n, t);
}, fi = si(0), pi = si(1), mi = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, hi = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, gi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, _i = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function vi(e) {
	return (e, t, n, r, i) => $r(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = ci, v = mi) : (_ = li, v = hi);
		let y = H(g.width * N, 3), b = (g.size - g.width) / 2 * N, x = H(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		fi(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, St * 2);
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
function yi(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var bi = yi(ui), xi = yi(di);
function Si(e) {
	let t = I(e?.alignGaps, 0);
	return (e, n, r, i) => $r(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = ct(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = ui, b = bi) : (y = di, b = xi);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Zr
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
		let [T, E] = ei(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...ai(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = ri(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [ni(e, n, r, i, C, -1), ni(e, n, r, i, C, 1)] : ni(e, n, r, i, C, E)), S;
	});
}
function Ci(e) {
	let t = I(e.align, 1), n = I(e.ascDesc, !1), r = I(e.alignGaps, 0), i = I(e.extend, !1);
	return (e, a, o, s) => $r(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = ct(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? ui : di, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Zr
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
		let [te, ne] = ei(e, a);
		if (c.fill != null || te != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, te));
			w(t, j, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...ai(l, u, o, s, D, S, r));
			let f = c.width * N / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = ri(i, d.ori, h, g, _, v);
		}
		return ne != 0 && (T.band = ne == 2 ? [ni(e, a, o, s, E, -1), ni(e, a, o, s, E, 1)] : ni(e, a, o, s, E, ne)), T;
	});
}
function wi(e, t, n, r, i, a, o = R) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = Ct(e[c] - e[s]);
				t < l && (l = t, o = Ct(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function K(e) {
	e ||= Xt;
	let t = I(e.size, [
		.6,
		R,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = B(i), o = 1 - t[0], s = I(t[1], R), c = I(t[2], 1), l = I(e.disp, Xt), u = I(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => $r(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * N, O = s * N, k = c * N, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let j = _.dir * (_.ori == 0 ? 1 : -1), te = _.ori == 0 ? fi : pi, ne = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, re = I(e.bands, Zt).find((e) => e.series[0] == t), ie = re == null ? 0 : re.dir, ae = m.fillTo(e, t, m.min, m.max, ie), oe = T(b(ae, v, w, S)), se, ce, le, ue = C, de = T(m.width * N), fe = !1, pe = null, me = null, he = null, ge = null;
		d != null && (de == 0 || f != null) && (fe = !0, pe = d.values(e, t, i, p), me = /* @__PURE__ */ new Map(), new Set(pe).forEach((e) => {
			e != null && me.set(e, new Path2D());
		}), de > 0 && (he = f.values(e, t, i, p), ge = /* @__PURE__ */ new Map(), new Set(he).forEach((e) => {
			e != null && ge.set(e, new Path2D());
		})));
		let { x0: _e, size: ve } = l;
		if (_e != null && ve != null) {
			E = 1, h = _e.values(e, t, i, p), _e.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = ve.values(e, t, i, p);
			ce = ve.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), ue = wi(h, g, y, _, C, x, ue), le = ue - ce + D;
		} else ue = wi(h, g, y, _, C, x, ue), le = ue * o + D, ce = ue - le;
		le < 1 && (le = 0), de >= ce / 2 && (de = 0), le < 5 && (T = Lt);
		let ye = le > 0, be = ue - le - (ye ? de : 0);
		ce = T(Ft(be, k, O)), se = (E == 0 ? ce / 2 : E == j ? 0 : ce) - E * j * ((E == 0 ? D / 2 : 0) + (ye ? de / 2 : 0));
		let xe = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, Se = fe ? null : new Path2D(), Ce = null;
		if (re != null) Ce = e.data[re.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), Ce = n.values(e, t, i, p));
		}
		let we = ee * ce, Te = A * ce;
		for (let n = j == 1 ? i : p; n >= i && n <= p; n += j) {
			let r = g[n];
			if (r == null) continue;
			if (Ce != null) {
				let e = Ce[n] ?? 0;
				if (r - e == 0) continue;
				oe = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(I(r, ae), v, w, S), o = T(i - se), s = T(Ot(a, oe)), c = T(Dt(a, oe)), u = s - c;
			if (r != null) {
				let i = r < 0 ? Te : we, a = r < 0 ? we : Te;
				fe ? (de > 0 && he[n] != null && te(ge.get(he[n]), o, c + wt(de / 2), ce, Ot(0, u - de), i, a), pe[n] != null && te(me.get(pe[n]), o, c + wt(de / 2), ce, Ot(0, u - de), i, a)) : te(Se, o, c + wt(de / 2), ce, Ot(0, u - de), i, a), ne(e, t, n, o - de / 2, c, ce + de, u);
			}
		}
		return de > 0 ? xe.stroke = fe ? ge : Se : fe || (xe._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, xe.width = 0), xe.fill = fe ? me : Se, xe;
	});
}
function q(e, t) {
	let n = I(t?.alignGaps, 0);
	return (t, r, i, a) => $r(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = ct(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = ci, S = ui, x = gi) : (b = li, S = di, x = _i);
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
			flags: Zr
		}, k = O.stroke, [ee, A] = ei(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...ai(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = ri(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [ni(t, r, i, a, k, -1), ni(t, r, i, a, k, 1)] : ni(t, r, i, a, k, A)), O;
	});
}
function Ti(e) {
	return q(Ei, e);
}
function Ei(e, t, n, r, i, a) {
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
var Di = /* @__PURE__ */ new Set();
function J() {
	for (let e of Di) e.syncRect(!0);
}
Be && (nt(Fe, He, J), nt(Ie, He, J, !0), nt(Re, He, () => {
	Y.pxRatio = N;
}));
var Oi = Si(), ki = vi();
function Ai(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Mi(e, r, t, n));
}
function ji(e, t) {
	return e.map((e, n) => n == 0 ? {} : U({}, t, e));
}
function Mi(e, t, n, r) {
	return U({}, t == 0 ? n : r, e);
}
function Ni(e, t, n) {
	return t == null ? Qt : [t, n];
}
var Pi = Ni;
function Fi(e, t, n) {
	return t == null ? Qt : _t(t, n, pt, !0);
}
function Ii(e, t, n, r) {
	return t == null ? Qt : dt(t, n, e.scales[r].log, !1);
}
var Li = Ii;
function Ri(e, t, n, r) {
	return t == null ? Qt : ft(t, n, e.scales[r].log, !1);
}
var zi = Ri;
function Bi(e, t, n, r, i) {
	let a = Ot(z(e), z(t)), o = t - e, s = it(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? qt.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Vi(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = Tt((n = +r) * N)) + "px"), [
		e,
		t,
		n
	];
}
function Hi(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = H(e[2] * N, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Y(e, t, n) {
	let r = { mode: I(e.mode, 1) }, i = r.mode;
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
	let l = r.root = qe(te);
	if (e.id != null && (l.id = e.id), We(l, e.class), e.title) {
		let t = qe(ie, l);
		t.textContent = e.title;
	}
	let u = Ke("canvas"), d = r.ctx = u.getContext("2d"), f = qe(ae, l);
	nt("click", f, (e) => {
		e.target === m && (K != xi || q != Si) && Ei.click(r, e);
	}, !0);
	let p = r.under = qe(oe, f);
	f.appendChild(u);
	let m = r.over = qe(se, f);
	e = cn(e);
	let h = +I(e.pxAlign, 1), g = oi(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? Ai(e.series || [], Er, Gr, !1) : ji(e.series || [null], Wr), y = r.axes = Ai(e.axes || [], Cr, zr, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = B(e.fill || null), e.dir = I(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: ii,
		series: Nr
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => jt(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => Pt(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Xt)[t] || Xt;
			if (r.from != null) {
				E(r.from);
				let e = U({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = U({}, t == S ? qr : Jr, r), n.key = t;
				let e = n.time, a = n.range, o = $t(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? mt : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? mt : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && rn(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Qt : _t(n, r, e);
				}
				n.range = B(a || (e ? Pi : t == S ? n.distr == 3 ? Li : n.distr == 4 ? zi : Ni : n.distr == 3 ? Ii : n.distr == 4 ? Ri : Fi)), n.auto = B(!o && n.auto), n.clamp = B(n.clamp || Kr), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (We(l, ne), k = a, ee = o) : (We(l, re), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let j = e.tzDate || ((e) => new Date(Tt(e / _))), De = e.fmtDate || En, Fe = _ == 1 ? qn(j) : Xn(j), Ie = Qn(j, Zn(_ == 1 ? Kn : Yn, De)), Le = rr(j, tr(nr, De)), Be = [], M = r.legend = U({}, or, e.legend), P = r.cursor = U({}, hr, { drag: { y: i == 2 } }, e.cursor), Ue = M.show, Je = P.show, Xe = M.markers;
	M.idxs = Be, Xe.width = B(Xe.width), Xe.dash = B(Xe.dash), Xe.stroke = B(Xe.stroke), Xe.fill = B(Xe.fill);
	let Qe, et, tt, at = [], ot = [], st, ct = !1, lt = {};
	if (M.live) {
		let e = v[1] ? v[1].values : null;
		ct = e != null, st = ct ? e(r, 1, 0) : { _: 0 };
		for (let e in st) lt[e] = ze;
	}
	if (Ue) {
		if (Qe = Ke("table", me, l), tt = Ke("tbody", null, Qe), M.mount(r, Qe), ct) {
			et = Ke("thead", null, Qe, tt);
			let e = Ke("tr", null, et);
			for (var ht in Ke("th", null, e), st) Ke("th", ye, e).textContent = ht;
		} else We(Qe, ge), M.live && We(Qe, he);
	}
	let gt = { show: !0 }, yt = { show: !1 };
	function bt(e, t) {
		if (t == 0 && (ct || !M.live || i == 2)) return Qt;
		let n = [], a = Ke("tr", _e, tt, tt.childNodes[t]);
		We(a, e.class), e.show || We(a, le);
		let o = Ke("th", null, a);
		if (Xe.show) {
			let e = qe(ve, o);
			if (t > 0) {
				let n = Xe.width(r, t);
				n && (e.style.border = n + "px " + Xe.dash(r, t) + " " + Xe.stroke(r, t)), e.style.background = Xe.fill(r, t);
			}
		}
		let s = qe(ye, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (Xe.show || (s.style.color = e.width > 0 ? Xe.stroke(r, t) : Xe.fill(r, t)), L("click", o, (t) => {
			if (P._lock) return;
			Cn(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != M.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && qi(r, e ? r == n ? gt : yt : gt, !0, $.setSeries);
				});
			} else qi(n, { show: !e.show }, !0, $.setSeries);
		}, !1), Dn && L(Me, o, (t) => {
			P._lock || (Cn(t), qi(v.indexOf(e), ea, !0, $.setSeries));
		}, !1)), st) {
			let e = Ke("td", be, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let xt = /* @__PURE__ */ new Map();
	function L(e, t, n, i = !0) {
		let a = xt.get(t) || {}, o = P.bind[e](r, t, n, i);
		o && (nt(e, t, a[e] = o), xt.set(t, a));
	}
	function wt(e, t, n) {
		let r = xt.get(t) || {};
		for (let n in r) (e == null || n == e) && (rt(n, t, r[n]), delete r[n]);
		e ?? xt.delete(t);
	}
	let At = 0, Mt = 0, z = 0, V = 0, Lt = 0, Ht = 0, Ut = Lt, Gt = Ht, Kt = z, Yt = V, en = 0, on = 0, sn = 0, ln = 0;
	r.bbox = {};
	let un = !1, dn = !1, fn = !1, pn = !1, hn = !1, gn = !1;
	function _n(e, t, n) {
		(n || e != r.width || t != r.height) && vn(e, t), ai(!1), fn = !0, dn = !0, di();
	}
	function vn(e, t) {
		r.width = At = z = e, r.height = Mt = V = t, Lt = Ht = 0, xn(), Sn();
		let n = r.bbox;
		en = n.left = Wt(Lt * N, .5), on = n.top = Wt(Ht * N, .5), sn = n.width = Wt(z * N, .5), ln = n.height = Wt(V * N, .5);
	}
	function yn() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = ni(t), i = ri(t);
			e = t == 3 || n && i, e || (vn(r.width, r.height), dn = !0);
		}
	}
	function bn({ width: e, height: t }) {
		_n(e, t);
	}
	r.setSize = bn;
	function xn() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (z -= c, a == 3 ? (Lt += c, r = !0) : n = !0) : (V -= c, a == 0 ? (Ht += c, e = !0) : t = !0));
			}
		}), Rn[0] = e, Rn[1] = n, Rn[2] = t, Rn[3] = r, z -= Hn[1] + Hn[3], Lt += Hn[3], V -= Hn[2] + Hn[0], Ht += Hn[0];
	}
	function Sn() {
		let e = Lt + z, t = Ht + V, n = Lt, r = Ht;
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
	if (P.dataIdx == null) {
		let e = P.hover, n = e.skip = new Set(e.skip ?? []);
		n.add(void 0);
		let r = e.prox = B(e.prox), i = e.bias ??= 0;
		P.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? R, u = l >= 0 && l < R, d = D.ori == 0 ? z : V, f = P.left, p = t[0], m = t[a];
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
			} else u && Ct(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Cn = (e) => {
		P.event = e;
	};
	P.idxs = Be, P._lock = !1;
	let wn = P.points;
	wn.show = B(wn.show), wn.size = B(wn.size), wn.stroke = B(wn.stroke), wn.width = B(wn.width), wn.fill = B(wn.fill);
	let Tn = r.focus = U({}, e.focus || { alpha: .3 }, P.focus), Dn = Tn.prox >= 0, On = Dn && wn.one, kn = [], An = [], jn = [];
	function Mn(e, t) {
		let n = wn.show(r, t);
		if (n instanceof HTMLElement) return We(n, pe), We(n, e.class), Ye(n, -10, -10, z, V), m.insertBefore(n, kn[t]), n;
	}
	function Fn(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? nn(n) ? rr(j, tr(n, De)) : n || Le : n || Rr, e.label = e.label || (t ? Tr : wr);
		}
		if (On || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || Oi || zt, e.fillTo = B(e.fillTo || ti), e.pxAlign = +I(e.pxAlign, h), e.pxRound = oi(e.pxAlign), e.stroke = B(e.stroke || null), e.fill = B(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Br(Ot(1, e.width), 1), n = e.points = U({}, {
				size: t,
				width: Ot(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: ki,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = B(n.show), n.filter = B(n.filter), n.fill = B(n.fill), n.stroke = B(n.stroke), n.paths = B(n.paths), n.pxAlign = e.pxAlign;
		}
		if (Ue) {
			let n = bt(e, t);
			at.splice(t, 0, n[0]), ot.splice(t, 0, n[1]), M.values.push(null);
		}
		if (Je) {
			Be.splice(t, 0, null);
			let n = null;
			On ? t == 0 && (n = Mn(e, t)) : t > 0 && (n = Mn(e, t)), kn.splice(t, 0, n), An.splice(t, 0, 0), jn.splice(t, 0, 0);
		}
		Q("addSeries", t);
	}
	function In(e, t) {
		t ??= v.length, e = i == 1 ? Mi(e, t, Er, Gr) : Mi(e, t, {}, Wr), v.splice(t, 0, e), Fn(v[t], t);
	}
	r.addSeries = In;
	function Ln(e) {
		if (v.splice(e, 1), Ue) {
			M.values.splice(e, 1), ot.splice(e, 1);
			let t = at.splice(e, 1)[0];
			wt(null, t.firstChild), t.remove();
		}
		Je && (Be.splice(e, 1), kn.splice(e, 1)[0].remove(), An.splice(e, 1), jn.splice(e, 1)), Q("delSeries", e);
	}
	r.delSeries = Ln;
	let Rn = [
		!1,
		!1,
		!1,
		!1
	];
	function zn(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = B(e.size), e.space = B(e.space), e.rotate = B(e.rotate), $t(e.incrs) && e.incrs.forEach((e) => {
				!qt.has(e) && qt.set(e, Jt(e));
			}), e.incrs = B(e.incrs || (i.distr == 2 ? Nn : a ? _ == 1 ? Gn : Jn : Pn)), e.splits = B(e.splits || (a && i.distr == 1 ? Fe : i.distr == 3 ? kr : i.distr == 4 ? Ar : Or)), e.stroke = B(e.stroke), e.grid.stroke = B(e.grid.stroke), e.ticks.stroke = B(e.ticks.stroke), e.border.stroke = B(e.border.stroke);
			let o = e.values;
			e.values = $t(o) && !$t(o[0]) ? B(o) : a ? $t(o) ? Qn(j, Zn(o, De)) : nn(o) ? $n(j, o) : o || Ie : o || Dr, e.filter = B(e.filter || (i.distr >= 3 && i.log == 10 ? Ir : i.distr == 3 && i.log == 2 ? Lr : Rt)), e.font = Vi(e.font), e.labelFont = Vi(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Rn[t] = !0, e._el = qe(ce, f));
		}
	}
	function Bn(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? Tt(Cr.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? Tt(zr.size / 2) : 0), l;
	}
	let Vn = r.padding = (e.padding || [
		Bn,
		Bn,
		Bn,
		Bn
	]).map((e) => B(I(e, Bn))), Hn = r._padding = Vn.map((e, t) => e(r, t, Rn, 0)), Un, W = null, G = null, Wn = i == 1 ? v[0].idxs : null, er = null, ir = !1;
	function ar(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			Un = 0;
			for (let e = 1; e < v.length; e++) Un += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), er = t[0], Un = er.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(Un);
				for (let e = 0; e < Un; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (ai(!0), Q("setData"), O == 2 && (fn = !0), n !== !1) {
			let e = D;
			e.auto(r, ir) ? sr() : Ki(S, e.min, e.max), pn ||= P.left >= 0, gn = !0, di();
		}
	}
	r.setData = ar;
	function sr() {
		ir = !0;
		let e, n;
		i == 1 && (Un > 0 ? (W = Wn[0] = 0, G = Wn[1] = Un - 1, e = t[0][W], n = t[0][G], O == 2 ? (e = W, n = G) : e == n && (O == 3 ? [e, n] = dt(e, e, D.log, !1) : O == 4 ? [e, n] = ft(e, e, D.log, !1) : D.time ? n = e + Tt(86400 / _) : [e, n] = _t(e, n, pt, !0))) : (W = Wn[0] = e = null, G = Wn[1] = n = null)), Ki(S, e, n);
	}
	let cr, lr, ur, dr, fr, pr, mr, gr, _r, vr;
	function yr(e, t, n, r, i, a) {
		e ??= Oe, n ??= Zt, r ??= "butt", i ??= Oe, a ??= "round", e != cr && (d.strokeStyle = cr = e), i != lr && (d.fillStyle = lr = i), t != ur && (d.lineWidth = ur = t), a != fr && (d.lineJoin = fr = a), r != pr && (d.lineCap = pr = r), n != dr && d.setLineDash(dr = n);
	}
	function br(e, t, n, r) {
		t != lr && (d.fillStyle = lr = t), e != mr && (d.font = mr = e), n != gr && (d.textAlign = gr = n), r != _r && (d.textBaseline = _r = r);
	}
	function xr(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, ir) && (t == null || t.min == null)) {
			let t = I(W, 0), r = I(G, i.length - 1), o = n.min == null ? ut(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = Dt(e.min, n.min = o[0]), e.max = Ot(e.max, n.max = o[1]);
		}
	}
	let Sr = {
		min: null,
		max: null
	};
	function jr() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, ir)) && (A[e] = Sr);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = Sr);
		}
		A[S] != null && ai(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = cn(b[t], an);
				if (n.min != null) U(a, n);
				else if (t != S || i == 2) {
					if (Un == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = R, a.max = -Infinity;
				}
			}
		}
		if (Un > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], W = it(s.min, t[0]), G = it(s.max, t[0]), G - W > 1 && (t[0][W] < s.min && W++, t[0][G] > s.max && G--), n.min = er[W], n.max = er[G];
					} else n.show && n.auto && xr(s, o, n, t[a], n.sorted);
					n.idxs[0] = W, n.idxs[1] = G;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && xr(u, A[o], r, c, r.sorted), d != null && xr(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = A[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == R ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? jt(i.min) : e == 4 ? Pt(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? jt(i.max) : e == 4 ? Pt(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) fn = !0, Q("setScale", e);
			Je && P.left >= 0 && (pn = gn = !0);
		}
		for (let e in A) A[e] = null;
	}
	function Mr(e) {
		let t = Ft(W - 1, 0, Un - 1), n = Ft(G + 1, 0, Un - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < Un - 1;) n++;
		return [t, n];
	}
	function Nr() {
		if (Un > 0) {
			let e = v.some((e) => e._focus) && vr != Tn.alpha;
			e && (d.globalAlpha = vr = Tn.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Pr(n, !1), Pr(n, !0), e._paths == null)) {
					let a = vr;
					vr != e.alpha && (d.globalAlpha = vr = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Mr(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), vr != a && (d.globalAlpha = vr = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = vr;
					vr != e.alpha && (d.globalAlpha = vr = e.alpha), e._paths != null && Fr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, W, G, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, W, G, a), Fr(t, !0));
					}
					vr != n && (d.globalAlpha = vr = n), Q("drawSeries", t);
				}
			}), e && (d.globalAlpha = vr = 1);
		}
	}
	function Pr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function Fr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = H(l * N, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = en - l / 2, t = on - l / 2, n = sn + l, r = ln + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Hr(s, l, n.dash, n.cap, c, r, i, o, a) : Vr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Vr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Xt).band;
				$t(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && vt(g, W, G) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Hr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Hr(n, i, a, o, s, c, l, u, d, f);
	}
	function Hr(e, t, n, r, i, a, o, s, c, l, u, f) {
		yr(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), Yr(i, o), Ur(e, a, t)) : s & Qr ? (Yr(i, o), d.clip(f), Ur(e, a, t)) : s & Zr && (d.save(), d.clip(f), u && d.clip(u), Yr(i, o), d.restore(), Ur(e, a, t)) : (Yr(i, o), Ur(e, a, t)), (c || l || f) && d.restore();
	}
	function Ur(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = cr = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function Yr(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = lr = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function $r(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = Bi(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function ei(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), yr(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function ni(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, ai(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, ai(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = $r(i, c, l, s == 0 ? z : V);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => er[e]) : p, h = a.distr == 2 ? er[p[1]] - er[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = Et(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function ri(e) {
		let t = !0;
		return Vn.forEach((n, i) => {
			let a = n(r, i, Rn, e);
			a != Hn[i] && (t = !1), Hn[i] = a;
		}), t;
	}
	function ii() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = Tt((t._lpos + s) * N);
				br(t.labelFont[0], c, "center", n == 2 ? Ce : we), d.save(), i == 1 ? (a = o = 0, d.translate(p, Tt(on + ln / 2)), d.rotate((n == 3 ? -St : St) / 2)) : (a = Tt(en + sn / 2), o = p);
				let m = It(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? sn : ln, h = i == 0 ? en : on, _ = t._splits, v = p.distr == 2 ? _.map((e) => er[e]) : _, x = p.distr == 2 ? er[_[1]] - er[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = Tt(w * N), E = Tt((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * N), D = t._rotate * -St / 180, O = g(t._pos * N), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			br(ee, c, t.align == 1 ? Te : t.align == 2 ? Ee : D > 0 ? Te : D < 0 ? Ee : i == 0 ? "center" : n == 3 ? Ee : Te, D || i == 1 ? "middle" : n == 2 ? Ce : we);
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
			S.show && ei(j, S.filter(r, v, e, f, x), i, n, O, T, H(S.width * N, 3), S.stroke(r, e), S.dash, S.cap);
			let ne = t.grid;
			ne.show && ei(j, ne.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? on : en, i == 0 ? ln : sn, H(ne.width * N, 3), ne.stroke(r, e), ne.dash, ne.cap), C.show && ei([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? on : en, i == 1 ? ln : sn, H(C.width * N, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Q("drawAxes");
	}
	function ai(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let si = !1, ci = !1, li = [];
	function ui() {
		ci = !1;
		for (let e = 0; e < li.length; e++) Q(...li[e]);
		li.length = 0;
	}
	function di() {
		si ||= (mn(pi), !0);
	}
	function fi(e, t = !1) {
		si = !0, ci = t, e(r), pi(), t && li.length > 0 && queueMicrotask(ui);
	}
	r.batch = fi;
	function pi() {
		if (un &&= (jr(), !1), fn &&= (yn(), !1), dn) {
			if (F(p, Te, Lt), F(p, Ce, Ht), F(p, xe, z), F(p, Se, V), F(m, Te, Lt), F(m, Ce, Ht), F(m, xe, z), F(m, Se, V), F(f, xe, At), F(f, Se, Mt), u.width = Tt(At * N), u.height = Tt(Mt * N), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						F(e, a ? "left" : "top", r - t), F(e, a ? "width" : "height", n), F(e, a ? "top" : "left", a ? Ht : Lt), F(e, a ? "height" : "width", a ? V : z), Ge(e, le);
					} else We(e, le);
				}
			}), cr = lr = ur = fr = pr = mr = gr = _r = dr = null, vr = 1, pa(!0), Lt != Ut || Ht != Gt || z != Kt || V != Yt) {
				ai(!1);
				let e = z / Kt, t = V / Yt;
				if (Je && !pn && P.left >= 0) {
					P.left *= e, P.top *= t, _i && Ye(_i, Tt(P.left), 0, z, V), vi && Ye(vi, 0, Tt(P.top), z, V);
					for (let n = 0; n < kn.length; n++) {
						let r = kn[n];
						r != null && (An[n] *= e, jn[n] *= t, Ye(r, Et(An[n]), Et(jn[n]), z, V));
					}
				}
				if (X.show && !hn && X.left >= 0 && X.width > 0) {
					X.left *= e, X.width *= e, X.top *= t, X.height *= t;
					for (let e in ga) F(Ui, e, X[e]);
				}
				Ut = Lt, Gt = Ht, Kt = z, Yt = V;
			}
			Q("setSize"), dn = !1;
		}
		At > 0 && Mt > 0 && (d.clearRect(0, 0, u.width, u.height), Q("drawClear"), w.forEach((e) => e()), Q("draw")), X.show && hn && (Wi(X), hn = !1), Je && pn && (da(null, !0, !1), pn = !1), M.show && M.live && gn && (la(), gn = !1), c || (c = !0, r.status = 1, Q("ready")), ir = !1, si = !1;
	}
	r.redraw = (e, t) => {
		fn = t || !1, e === !1 ? di() : Ki(S, D.min, D.max);
	};
	function mi(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (Un == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (Un > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && Un > 0 && (n.min = it(n.min, t[0]), n.max = it(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, un = !0, di();
		}
	}
	r.setScale = mi;
	let hi, gi, _i, vi, yi, bi, xi, Si, Ci, wi, K, q, Ti = !1, Ei = P.drag, J = Ei.x, Y = Ei.y;
	Je && (P.x && (hi = qe(de, m)), P.y && (gi = qe(fe, m)), D.ori == 0 ? (_i = hi, vi = gi) : (_i = gi, vi = hi), K = P.left, q = P.top);
	let X = r.select = U({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Ui = X.show ? qe(ue, X.over ? m : p) : null;
	function Wi(e, t) {
		if (X.show) {
			for (let t in e) X[t] = e[t], t in ga && F(Ui, t, e[t]);
			t !== !1 && Q("setSelect");
		}
	}
	r.setSelect = Wi;
	function Gi(e) {
		if (v[e].show) Ue && Ge(at[e], le);
		else if (Ue && We(at[e], le), Je) {
			let t = On ? kn[0] : kn[e];
			t != null && Ye(t, -10, -10, z, V);
		}
	}
	function Ki(e, t, n) {
		mi(e, {
			min: t,
			max: n
		});
	}
	function qi(e, t, n, a) {
		t.focus != null && ta(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Gi(r), i == 2 ? (Ki(n.facets[0].scale, null, null), Ki(n.facets[1].scale, null, null)) : Ki(n.scale, null, null), di());
		}), n !== !1 && Q("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = qi;
	function Z(e, t) {
		U(x[e], t);
	}
	function Ji(e, t) {
		e.fill = B(e.fill || null), e.dir = I(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Yi(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = Ji, r.setBand = Z, r.delBand = Yi;
	function Xi(e, t) {
		v[e].alpha = t, Je && kn[e] != null && (kn[e].style.opacity = t), Ue && at[e] && (at[e].style.opacity = t);
	}
	let Zi, Qi, $i, ea = { focus: !0 };
	function ta(e) {
		if (e != $i) {
			let t = e == null, n = Tn.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Xi(a, i ? 1 : Tn.alpha);
				}
			}), $i = e, n && di();
		}
	}
	Ue && Dn && L(Ne, Qe, (e) => {
		P._lock || (Cn(e), $i != null && qi(null, ea, !0, $.setSeries));
	});
	function na(e, t, n) {
		let r = b[t];
		n && (e = e / N - (r.ori == 1 ? Ht : Lt));
		let i = z;
		r.ori == 1 && (i = V, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? kt(10, c) : l == 4 ? Nt(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function ra(e, n) {
		return it(na(e, S, n), t[0], W, G);
	}
	r.valToIdx = (e) => it(e, t[0]), r.posToIdx = ra, r.posToVal = na, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? sn : z, n ? en : 0) : o(e, b[t], n ? ln : V, n ? on : 0), r.setCursor = (e, t, n) => {
		K = e.left, q = e.top, da(null, t, n);
	};
	function ia(e, t) {
		F(Ui, Te, X.left = e), F(Ui, xe, X.width = t);
	}
	function aa(e, t) {
		F(Ui, Ce, X.top = e), F(Ui, Se, X.height = t);
	}
	let oa = D.ori == 0 ? ia : aa, sa = D.ori == 1 ? ia : aa;
	function ca() {
		if (Ue && M.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && ct) continue;
			let t = M.values[e], n = 0;
			for (let r in t) ot[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function la(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			Be[t] = e;
		}) : tn(e.idx) || Be.fill(e.idx), M.idx = Be[0]), Ue && M.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !ct) && ua(e, Be[e]);
			ca();
		}
		gn = !1, t !== !1 && Q("setLegend");
	}
	r.setLegend = la;
	function ua(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? er : t[e], o;
		ct ? o = i.values(r, e, n) ?? lt : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? lt : { _: o }), M.values[e] = o;
	}
	function da(e, n, a) {
		Ci = K, wi = q, [K, q] = P.move(r, K, q), P.left = K, P.top = q, Je && (_i && Ye(_i, Tt(K), 0, z, V), vi && Ye(vi, 0, Tt(q), z, V));
		let o, s = W > G;
		Zi = R, Qi = null;
		let c = D.ori == 0 ? z : V, l = D.ori == 1 ? z : V;
		if (K < 0 || Un == 0 || s) {
			o = P.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = kn[e];
				t != null && Ye(t, -10, -10, z, V);
			}
			Dn && qi(null, ea, !0, e == null && $.setSeries), M.live && (Be.fill(o), gn = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? K : q, n = na(e, S), o = P.idx = it(n, t[0], W, G), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = Be[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = P.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (gn = gn || S != y || x != _, Be[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (Dn && S != null) {
						let t = D.ori == 1 ? K : q, n = Ct(Tn.dist(r, e, x, _, t));
						if (n < Zi) {
							let r = Tn.bias;
							if (r != 0) {
								let i = na(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Zi = n, Qi = e);
							} else Zi = n, Qi = e;
						}
					}
					if (gn || On) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = wn.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = wn.size(r, e);
						if (v = wn.fill(r, e), g = wn.stroke(r, e), On) e == Qi && Zi <= Tn.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = kn[e];
							t != null && (An[e] = c, jn[e] = l, $e(t, a, o, y), Ze(t, v, g), Ye(t, Et(c), Et(l), z, V));
						}
					}
				}
			}
			if (On) {
				let e = Tn.prox;
				if (gn || ($i == null ? Zi <= e : Zi > e || Qi != $i)) {
					let e = kn[0];
					e != null && (An[0] = s, jn[0] = u, $e(e, d, f, p), Ze(e, m, h), Ye(e, Et(s), Et(u), z, V));
				}
			}
		}
		if (X.show && Ti) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (J = s._x, Y = s._y, J || Y) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && J ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), oa(Dt(v, y), Ct(y - v))) : oa(0, c), S && Y ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), sa(Dt(v, y), Ct(y - v))) : sa(0, l);
				} else _a();
			} else {
				let e = Ct(Ci - yi), t = Ct(wi - bi);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				J = Ei.x && e >= Ei.dist, Y = Ei.y && t >= Ei.dist;
				let n = Ei.uni;
				n == null ? Ei.x && Ei.y && (J || Y) && (J = Y = !0) : J && Y && (J = e >= n, Y = t >= n, !J && !Y && (t > e ? Y = !0 : J = !0));
				let r, i;
				J && (D.ori == 0 ? (r = xi, i = K) : (r = Si, i = q), oa(Dt(r, i), Ct(i - r)), Y || sa(0, l)), Y && (D.ori == 1 ? (r = xi, i = K) : (r = Si, i = q), sa(Dt(r, i), Ct(i - r)), J || oa(0, c)), !J && !Y && (oa(0, 0), sa(0, 0));
			}
		}
		if (Ei._x = J, Ei._y = Y, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : na(D.ori == 0 ? K : q, e), $.values[1] = t == null ? null : na(D.ori == 1 ? K : q, t);
				}
				Ma(ke, r, K, q, z, V, o);
			}
			if (Dn) {
				let e = a && $.setSeries, t = Tn.prox;
				$i == null ? Zi <= t && qi(Qi, ea, !0, e) : Zi > t ? qi(null, ea, !0, e) : Qi != $i && qi(Qi, ea, !0, e);
			}
		}
		gn && (M.idx = o, la()), n !== !1 && Q("setCursor");
	}
	let fa = null;
	Object.defineProperty(r, "rect", { get() {
		return fa ?? pa(!1), fa;
	} });
	function pa(e = !1) {
		e ? fa = null : (fa = m.getBoundingClientRect(), Q("syncRect", fa));
	}
	function ma(e, t, n, r, i, a, o) {
		P._lock || Ti && e != null && e.movementX == 0 && e.movementY == 0 || (ha(e, t, n, r, i, a, o, !1, e != null), e == null ? da(t, !0, !1) : da(null, !0, !0));
	}
	function ha(e, t, n, i, a, o, c, l, u) {
		if (fa ?? pa(!1), Cn(e), e != null) n = e.clientX - fa.left, i = e.clientY - fa.top;
		else {
			if (n < 0 || i < 0) {
				K = -10, q = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? z : V, _ = D.ori == 1 ? z : V, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == ke) && ((n <= 1 || n >= z - 1) && (n = Wt(n, z)), (i <= 1 || i >= V - 1) && (i = Wt(i, V))), l ? (yi = n, bi = i, [xi, Si] = P.move(r, n, i)) : (K = n, q = i);
	}
	let ga = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function _a() {
		Wi(ga, !1);
	}
	let va, ya, ba, xa;
	function Sa(e, t, n, i, a, o, s) {
		Ti = !0, J = Y = Ei._x = Ei._y = !1, ha(e, t, n, i, a, o, s, !0, !1), e != null && (L(je, Ve, Ca, !1), Ma(Ae, r, xi, Si, z, V, null));
		let { left: c, top: l, width: u, height: d } = X;
		va = c, ya = l, ba = u, xa = d;
	}
	function Ca(e, t, n, i, a, o, s) {
		Ti = Ei._x = Ei._y = !1, ha(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = X, f = u > 0 || d > 0, p = va != c || ya != l || ba != u || xa != d;
		if (f && p && Wi(X), Ei.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), J && Ki(S, na(e, S), na(e + t, S)), Y) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != R && Ki(e, na(n + r, e), na(n, e));
			}
			_a();
		} else P.lock && (P._lock = !P._lock, da(t, !0, e != null));
		e != null && (wt(je, Ve), Ma(je, r, K, q, z, V, null));
	}
	function wa(e, t, n, r, i, a, o) {
		if (P._lock) return;
		Cn(e);
		let s = Ti;
		if (Ti) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = J, r = Y) : (n = Y, r = J), n && r && (e = K <= 10 || K >= z - 10, t = q <= 10 || q >= V - 10), n && e && (K = K < xi ? 0 : z), r && t && (q = q < Si ? 0 : V), da(null, !0, !0), Ti = !1;
		}
		K = -10, q = -10, Be.fill(null), da(null, !0, !0), s && (Ti = s);
	}
	function Ta(e, t, n, i, a, o, s) {
		P._lock || (Cn(e), sr(), _a(), e != null && Ma(Pe, r, K, q, z, V, null));
	}
	function Ea() {
		y.forEach(Hi), _n(r.width, r.height, !0);
	}
	nt(Re, He, Ea);
	let Da = {};
	Da.mousedown = Sa, Da.mousemove = ma, Da.mouseup = Ca, Da.dblclick = Ta, Da.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && qi(n, i, !0, !1);
	}, Je && (L(Ae, m, Sa), L(ke, m, ma), L(Me, m, (e) => {
		Cn(e), pa(!1);
	}), L(Ne, m, wa), L(Pe, m, Ta), Di.add(r), r.syncRect = pa);
	let Oa = r.hooks = e.hooks || {};
	function Q(e, t, n) {
		ci ? li.push([
			e,
			t,
			n
		]) : e in Oa && Oa[e].forEach((e) => {
			e.call(null, r, t, n);
		});
	}
	(e.plugins || []).forEach((e) => {
		for (let t in e.hooks) Oa[t] = (Oa[t] || []).concat(e.hooks[t]);
	});
	let ka = (e, t, n) => n, $ = U({
		key: null,
		setSeries: !1,
		filters: {
			pub: Bt,
			sub: Bt
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Vt,
			Vt,
			ka
		],
		values: [null, null]
	}, P.sync);
	$.match.length == 2 && $.match.push(ka), P.sync = $;
	let Aa = $.key, ja = Xr(Aa);
	function Ma(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Da[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), Di.delete(r), xt.clear(), rt(Re, He, Ea), l.remove(), Qe?.remove(), Q("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Q("init", e, t), ar(t || e.data, !1), A[S] ? mi(S, A[S]) : sr(), hn = X.show && (X.width > 0 || X.height > 0), pn = gn = !0, _n(e.width, e.height);
	}
	return v.forEach(Fn), y.forEach(zn), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
Y.assign = U, Y.fmtNum = xt, Y.rangeNum = _t, Y.rangeLog = dt, Y.rangeAsinh = ft, Y.orient = $r, Y.pxRatio = N, Y.join = pn, Y.fmtDate = En, Y.tzDate = On, Y.sync = Xr;
{
	Y.addGap = ii, Y.clipGaps = ri;
	let e = Y.paths = { points: vi };
	e.linear = Si, e.stepped = Ci, e.bars = K, e.spline = Ti;
}
// src/series.ts
function X(e, t) {
	if (t <= 0) return e.slice();
	let n = 0, r = 0;
	return e.map((e) => e === null || !Number.isFinite(e) ? e : (n = n * t + (1 - t) * e, r += 1, n / (1 - t ** +r)));
}
var Ui = [
	"#e65100",
	"#0072b2",
	"#009e73",
	"#cc79a7",
	"#56b4e9",
	"#d55e00",
	"#999999",
	"#000000"
], Wi = [
	"#ff9e40",
	"#56b4e9",
	"#33c7a0",
	"#e69ad0",
	"#9fd3f5",
	"#f0a35e",
	"#bbbbbb",
	"#ffffff"
];
function Gi(e, t) {
	let n = t ? Wi : Ui;
	return n[e % n.length];
}
function Ki(e, t, n) {
	let r = new Uint8Array(Math.max(0, Math.ceil(n)));
	for (let n of e) {
		let e = Math.floor(t(n));
		e >= 0 && e < r.length && (r[e] = 1);
	}
	return r;
}
// src/views/charts.ts
var qi = class {
	root;
	smoothing;
	onPick;
	charts = [];
	selectedStep = null;
	tracedSteps = [];
	dark = !1;
	constructor(e, t, n) {
		this.root = e, this.smoothing = t, this.onPick = n, window.addEventListener("resize", () => this.resize());
	}
	show(e, t, n) {
		this.destroy(), this.tracedSteps = t, this.dark = n;
		let r = e[0]?.runs.map((e) => e.run) ?? [];
		r.length > 1 && this.root.append(this.legend(r));
		for (let t of e) {
			let e = document.createElement("div");
			e.className = "chart", e.dataset.tag = t.tag;
			let n = document.createElement("div");
			n.className = "chart-title", n.textContent = t.tag, e.append(n), this.root.append(e);
			let r = new Y(this.options(e, t), this.data(t), e);
			r.over.addEventListener("click", () => {
				let e = r.cursor.left;
				e !== void 0 && e >= 0 && this.onPick(r.posToVal(e, "x"));
			}), this.charts.push({
				plot: r,
				box: e,
				series: t
			});
		}
		if (e.length === 0) {
			let e = document.createElement("div");
			e.className = "empty", e.textContent = "No scalars in this run: log them with TraceLogger.log_scalars(metrics, step).", this.root.append(e);
		}
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
			let t = e.map((e) => s(e[2]));
			return [
				e.map((e) => e[0]),
				t,
				X(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Y.join(t);
	}
	legend(e) {
		let t = document.createElement("div");
		t.className = "run-legend";
		for (let [n, r] of e.entries()) {
			let e = document.createElement("span"), i = document.createElement("span");
			i.className = "swatch", i.style.background = Gi(n, this.dark), e.append(i, r), t.append(e);
		}
		return t;
	}
	options(e, t) {
		let n = this.dark, r = n ? "#bbb" : "#555", i = n ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)", a = {
			stroke: r,
			grid: { stroke: i },
			ticks: { stroke: i }
		}, o = t.runs.flatMap(({ run: e }, t) => {
			let r = Gi(t, n);
			return [{
				label: `${e} raw`,
				stroke: r,
				alpha: .3,
				width: 1,
				spanGaps: !0
			}, {
				label: e,
				stroke: r,
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
			axes: [a, {
				...a,
				size: 56
			}],
			series: [{}, ...o],
			hooks: { draw: [(e) => this.drawMarks(e)] }
		};
	}
	drawMarks(e) {
		let t = e.ctx, { left: n, top: r, width: i, height: a } = e.bbox;
		t.save(), t.fillStyle = this.dark ? "rgba(120,180,255,0.7)" : "rgba(25,118,210,0.7)";
		let o = 4 * devicePixelRatio, s = Ki(this.tracedSteps, (t) => e.valToPos(t, "x", !0) - n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = this.dark ? "#90caf9" : "#1565c0", t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
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
// src/dom.ts
function Z(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
// src/format.ts
function Ji(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
function Yi(e) {
	return e === "" ? "∅" : e.replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/views/credit.ts
function Xi(e, t, n) {
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
var Zi = 5, Qi = class {
	root;
	onFocus;
	trace = null;
	lists;
	sources;
	constructor(e, t) {
		this.root = e, this.onFocus = t, this.lists = Z("div", "credit-lists"), this.sources = Z("div", "credit-sources"), this.sources.setAttribute("aria-live", "polite");
	}
	show(e) {
		if (this.trace = e, this.root.replaceChildren(), this.lists.replaceChildren(), this.sources.replaceChildren(), !e || e.tokenIds.length === 0) return;
		this.root.append(Z("div", "chart-title", "Credit and blame"), this.lists, this.sources);
		let t = e.fields.get("advantage");
		if (t) {
			let { top: e, bottom: n } = Xi(t, Zi, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", n);
		}
		let n = e.fields.get("token_reward");
		if (n) {
			let { top: e } = Xi(n.map(Math.abs), Zi, !0);
			this.addList("reward", "reward landed on", e.map((e) => ({
				position: e.position,
				value: n[e.position]
			})));
		}
		let r = u(e);
		r && this.addList("kl", "furthest from the reference (KL)", Xi(r, Zi, !0).top), this.lists.childElementCount || this.lists.append(Z("div", "note", "No advantage, reward or KL logged for this sample.")), this.showSources(-1);
	}
	showSources(e) {
		let t = this.trace;
		if (this.sources.replaceChildren(), !t) return;
		if (t.attributionError) {
			this.sources.append(Z("div", "note error", `Attribution unavailable: ${t.attributionError}`));
			return;
		}
		if (!t.attribution) {
			this.sources.append(Z("div", "note", `No attribution for this sample: run \`tb-verl attribute LOGDIR --run RUN --checkpoint HF_DIR --steps ${t.step}\` to see which tokens each decision drew on.`));
			return;
		}
		if (e < 0) {
			this.sources.append(Z("div", "note", "Hover or focus a token to see which tokens its decision drew on."));
			return;
		}
		let n = Z("div", "sources-title");
		n.append("Token ", Z("span", "source-token", Yi(t.tokenText[e] ?? "")), ` (position ${e}) drew on (${t.attribution.method}):`);
		let r = Z("ol", "source-list");
		for (let n of o(t, e)) {
			let e = Z("li", "source");
			e.dataset.part = n.part, e.dataset.index = String(n.index);
			let t = Z("span", n.weight >= 0 ? "source-bar positive" : "source-bar negative");
			t.style.width = `${Math.max(2, Math.abs(n.weight) * 100)}%`;
			let i = Z("span", "source-track");
			i.append(t), e.append(Z("span", "source-where", `${n.part} ${n.index}`), Z("span", "source-text", Yi(n.text)), i, Z("span", "source-weight", Ji(n.weight, 3))), n.part === "response" && (e.classList.add("clickable"), e.addEventListener("click", () => this.onFocus(n.index))), r.append(e);
		}
		this.sources.append(n, r);
	}
	addList(e, t, n) {
		if (!this.trace || n.length === 0) return;
		let r = Z("div", "credit-list");
		r.dataset.kind = e, r.append(Z("span", "credit-title", t));
		for (let e of n) {
			let t = Z("button", "credit-chip");
			t.dataset.i = String(e.position), t.append(Z("span", "chip-text", Yi(this.trace.tokenText[e.position] ?? "")), Z("span", "chip-value", Ji(e.value, 3))), t.title = `position ${e.position}`, t.addEventListener("click", () => this.onFocus(e.position)), r.append(t);
		}
		this.lists.append(r);
	}
}, $i = [
	{
		key: "value",
		label: "value",
		light: "#1565c0",
		dark: "#90caf9",
		values: (e) => e.fields.get("value") ?? null
	},
	{
		key: "advantage",
		label: "advantage",
		light: "#e65100",
		dark: "#ffb74d",
		values: (e) => e.fields.get("advantage") ?? null
	},
	{
		key: "entropy",
		label: "entropy",
		light: "#2e7d32",
		dark: "#a5d6a7",
		values: (e) => e.fields.get("entropy") ?? null
	},
	{
		key: "kl",
		label: "KL",
		light: "#6a1b9a",
		dark: "#ce93d8",
		values: u
	}
];
function ea(e) {
	let t = [];
	for (let n of $i) {
		let r = n.values(e);
		r && t.push({
			label: n.label,
			values: r,
			color: [n.light, n.dark]
		});
	}
	return t;
}
var ta = [
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
], na = class {
	root;
	onPosition;
	plot = null;
	syncing = !1;
	constructor(e, t) {
		this.root = e, this.onPosition = t, window.addEventListener("resize", () => this.plot?.setSize({
			width: this.width(),
			height: 160
		}));
	}
	show(e, t) {
		if (this.plot?.destroy(), this.plot = null, this.root.replaceChildren(), !e || e.tokenIds.length === 0) return;
		let n = ea(e);
		if (n.length === 0) return;
		let r = document.createElement("div");
		r.className = "chart-title", r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(e.tokenIds, (e, t) => t), a = t ? "#bbb" : "#555", o = { stroke: t ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)" };
		this.plot = new Y({
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
				incrs: ta
			}, {
				stroke: a,
				grid: o,
				size: 48
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: e.color[+!!t],
				width: 1
			}))],
			hooks: { setCursor: [(e) => {
				this.syncing || e.cursor.idx === null || e.cursor.idx === void 0 || this.onPosition(e.cursor.idx);
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
}, ra = [
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
], ia = [
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
function aa(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var oa = [
	160,
	160,
	160
];
function sa(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function ca(e, t) {
	let n = sa(e, t);
	return Number.isNaN(n) ? oa : aa(e.kind === "sequential" ? ra : ia, n);
}
function la(e, t) {
	let n = sa(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function ua(e) {
	let t = [`${e}.missing { background: ${fa(oa)}; color: #000; }`];
	for (let [n, r] of [["sequential", ra], ["diverging", ia]]) for (let i = 0; i < 64; i++) {
		let a = aa(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${fa(a)}; color: ${da(a)}; }`);
	}
	return t.join("\n");
}
function da(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function fa(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function pa(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? ra : ia).map((e) => fa(e)).join(", ")})`;
}
// src/views/exploration.ts
var ma = [
	"exploration/forking_share",
	"exploration/top1_prob/mean",
	"exploration/exploratory_share",
	"exploration/groups/dead_share"
], ha = 160;
function ga(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
var _a = class {
	root;
	onPick;
	data = null;
	selected = null;
	canvas;
	title;
	constructor(e, t) {
		this.root = e, this.onPick = t, this.title = document.createElement("div"), this.title.className = "chart-title", this.canvas = document.createElement("canvas"), this.canvas.className = "entropy-heatmap", this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = ga(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
			this.onPick(this.data.steps[t]);
		}), window.addEventListener("resize", () => this.draw());
	}
	show(e) {
		if (this.data = e, this.root.replaceChildren(), this.root.hidden = e === null, !e) return;
		let t = e.edges[e.edges.length - 1];
		this.title.textContent = `Exploration: per-token entropy over training (0 to ${t.toFixed(2)} nats, bottom to top; colour = share of the step's tokens; click a step)`, this.root.append(this.title, this.canvas), this.draw();
	}
	select(e) {
		this.selected = e, this.draw();
	}
	draw() {
		let e = this.data;
		if (!e || e.steps.length === 0) return;
		let t = Math.max(200, this.root.clientWidth - 8), n = window.devicePixelRatio || 1;
		this.canvas.width = t * n, this.canvas.height = ha * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${ha}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = ha / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = fa(ca(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, ha - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = 0;
			for (let n = 1; n < i; n++) Math.abs(e.steps[n] - this.selected) < Math.abs(e.steps[t] - this.selected) && (t = n);
			r.strokeStyle = "#ff6f00", r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
};
function va(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = r > 0 ? e[r - 1] : "";
		(r === 0 || n >= 256 && i.endsWith("\n") || n >= 1024) && (t.push(r), n = 0), n++;
	}
	return t;
}
function ya(e, t) {
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r + 1 >> 1;
		e[i] <= t ? n = i : r = i - 1;
	}
	return n;
}
var ba = 24.7, xa = 7.9, Sa = class {
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
	constructor(e, t, n, r = null) {
		this.trace = e, this.values = t, this.scale = n, this.outlined = r, this.element = document.createElement("div"), this.element.className = "path", this.starts = va(e.tokenText), this.spans = Array(e.tokenIds.length), this.observer = new IntersectionObserver((e) => {
			for (let t of e) t.isIntersecting && this.fill(Number(t.target.dataset.block));
		}, {
			root: this.element,
			rootMargin: "600px 0px"
		});
		for (let t = 0; t < this.starts.length; t++) {
			let n = document.createElement("div");
			n.className = "tok-block", n.dataset.block = String(t);
			let r = t + 1 < this.starts.length ? this.starts[t + 1] : e.tokenIds.length, i = 0;
			for (let n = this.starts[t]; n < r; n++) i += e.tokenText[n].length + 1;
			n.style.minHeight = `${Math.ceil(i * xa / 900) * ba}px`, this.blocks.push(n), this.filled.push(!1), this.element.append(n), this.observer.observe(n);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(ya(this.starts, e)), this.spans[e];
	}
	indexOf(e) {
		let t = e?.closest?.(".tok");
		return t && this.element.contains(t) ? Number(t.dataset.i) : -1;
	}
	dispose() {
		this.observer.disconnect();
	}
	fill(e) {
		if (this.filled[e]) return;
		this.filled[e] = !0;
		let { trace: t, values: n, scale: r } = this, i = this.blocks[e], a = e + 1 < this.starts.length ? this.starts[e + 1] : t.tokenIds.length, o = document.createDocumentFragment();
		for (let i = this.starts[e]; i < a; i++) {
			let e = document.createElement("span");
			e.className = n && r ? `tok ${la(r, n[i])}` : "tok", e.textContent = Yi(t.tokenText[i]), e.dataset.i = String(i), this.outlined?.(i) && e.classList.add("forking"), t.responseMask && !t.responseMask[i] && (e.classList.add("masked"), e.title = "not generated by the policy (response_mask 0)"), this.spans[i] = e, o.append(e);
		}
		i.append(o), i.style.minHeight = "", this.observer.unobserve(i);
	}
}, Ca = class {
	root;
	strips = [];
	constructor(e) {
		this.root = e;
	}
	clear() {
		for (let e of this.strips) e.dispose();
		this.strips = [], this.root.replaceChildren();
	}
	add(e, t, n, r, i, a, o) {
		let s = document.createElement("div");
		s.className = a, Object.assign(s.dataset, o);
		let c = document.createElement("button");
		if (c.className = "group-head", c.textContent = t, c.addEventListener("click", n), s.append(c), e.tokenIds.length === 0) {
			let t = document.createElement("div");
			t.className = "text-only", t.textContent = e.responseText, s.append(t);
		} else {
			let t = new Sa(e, r, i);
			t.element.classList.add("compact"), this.strips.push(t), s.append(t.element);
		}
		this.root.append(s);
	}
};
// src/views/group.ts
function wa(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (s(t.score) ?? -Infinity) - (s(e.score) ?? -Infinity));
}
function Ta(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
var Ea = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new Ca(e);
	}
	clear() {
		this.rows.clear();
	}
	show(e, t, n) {
		this.rows.clear();
		let r = document.createElement("div");
		r.className = "chart-title", r.textContent = `group ${e}: ${t.length} recorded responses to the same prompt`, this.rows.root.append(r);
		for (let e of t) {
			let t = p(e), r = t.find((e) => e.key === n) ?? t[0], i = r.values(e);
			this.rows.add(e, `#${e.sampleIndex} · score ${Ji(e.score)} · mean advantage ${Ji(Ta(e.fields.get("advantage")))}`, () => this.onOpen(e.sampleIndex), i, i ? m(r, i) : null, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, Da = 14, Oa = {
	kind: "sequential",
	min: 0,
	max: 1
};
function Q(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
var ka = class {
	root;
	onPosition;
	canvas = null;
	trace = null;
	start = 0;
	active = -1;
	constructor(e, t) {
		this.root = e, this.onPosition = t;
	}
	show(e) {
		if (this.root.replaceChildren(), this.trace = e, this.canvas = null, !e?.topK || e.tokenIds.length === 0) return;
		let t = document.createElement("div");
		t.className = "chart-title", t.textContent = `top-${e.topK.k} alternatives by position (colour = probability, outline = chosen)`;
		let n = document.createElement("canvas");
		n.className = "heatmap", n.setAttribute("aria-label", "top-k heatmap"), n.addEventListener("mousemove", (e) => {
			let t = this.start + Math.floor(e.offsetX / Da);
			this.trace && t < this.trace.tokenIds.length && this.onPosition(t);
		}), this.root.append(t, n), this.canvas = n, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / Da)), o = t.tokenIds.length;
		this.start = Q(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * Da * c, e.height = n * Da * c, e.style.width = `${s * Da}px`, e.style.height = `${n * Da}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = fa(ca(Oa, Math.exp(i[a * n + o]))), l.fillRect(e * Da, o * Da, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * Da + 1, o * Da + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * Da + .5, .5, 13, n * Da - 1));
		}
	}
};
// src/views/history.ts
function $(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function Aa(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
var ja = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new Ca(e);
	}
	clear() {
		this.rows.clear();
	}
	show(e, t, n) {
		this.rows.clear();
		let r = document.createElement("div");
		r.className = "chart-title";
		let i = new Set(t.map((e) => e.step)).size;
		r.textContent = `${n} recorded response${n === 1 ? "" : "s"} to this prompt` + (t.length < n ? ` (${t.length} shown, evenly spread over ${i} steps)` : ` over ${i} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let a = document.createElement("div");
		a.className = "prompt", a.textContent = e, this.rows.root.append(r, a);
		let o = null;
		for (let e of t) {
			let t = $(e, o);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${Ji(e.score)}`, () => this.onOpen(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), o = e;
		}
	}
}, Ma = [
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
		value: (e) => s(e.score)
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
		value: (e) => s(e.mean_entropy)
	},
	{
		key: "kl",
		label: "KL̄",
		title: "mean log π − log π_ref",
		value: (e) => s(e.mean_kl)
	}
];
function Na(e, t, n) {
	let r = Ma.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var Pa = {
	score: (e) => s(e.score),
	len: (e) => e.length,
	entropy: (e) => s(e.mean_entropy),
	kl: (e) => s(e.mean_kl)
}, Fa = /^(score|len|entropy|kl)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function Ia(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1]);
}
function La(e) {
	return Ia(e).map((e) => e.toLowerCase());
}
function Ra(e, t, n) {
	if (n !== void 0 && !La(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = Fa.exec(t);
		if (n) {
			let t = Pa[n[1]](e), r = Number(n[3]);
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
function za(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
var Ba = class {
	root;
	onSelect;
	onNeedTexts;
	onSearchAll;
	sortKey = "sample";
	descending = !1;
	filter = "";
	texts = null;
	filterInput;
	searchAll;
	body;
	detail = null;
	selectedSample = null;
	constructor(e, t, n = () => {}, r = () => {}) {
		this.root = e, this.onSelect = t, this.onNeedTexts = n, this.onSearchAll = r, this.filterInput = document.createElement("input"), this.filterInput.type = "search", this.filterInput.className = "sample-filter", this.filterInput.placeholder = "filter: score>0.5 len<200 best \"text in prompt or response\"", this.filterInput.setAttribute("aria-label", "filter samples"), this.filterInput.addEventListener("input", () => {
			this.filter = this.filterInput.value, La(this.filter).length && this.texts === null && this.onNeedTexts(), this.render();
		}), this.searchAll = document.createElement("button"), this.searchAll.className = "view-button search-all", this.searchAll.hidden = !0, this.searchAll.addEventListener("click", () => {
			let [e] = Ia(this.filter);
			e && this.onSearchAll(e);
		}), this.body = document.createElement("div"), this.root.append(this.filterInput, this.searchAll, this.body);
	}
	visibleSamples() {
		return this.detail ? Na(this.detail.samples.filter((e) => Ra(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return La(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let [e] = Ia(this.filter);
		this.searchAll.hidden = !e, this.searchAll.textContent = e ? `Search every step for "${e}"` : "";
		let t = this.detail;
		if (this.filterInput.hidden = !t, !t) return;
		let n = document.createElement("div");
		n.className = "samples-caption";
		let r = this.visibleSamples();
		n.textContent = `Step ${t.step}: ${t.samples.length} recorded of ${t.batch_size} responses` + (r.length < t.samples.length ? ` (${r.length} match the filter)` : ""), this.body.append(n);
		let i = document.createElement("table");
		i.className = "samples";
		let a = i.createTHead().insertRow();
		for (let e of Ma) {
			let t = document.createElement("th");
			t.textContent = e.label + (this.sortKey === e.key ? this.descending ? " ▼" : " ▲" : ""), t.title = `${e.title} (click to sort)`, t.tabIndex = 0, t.dataset.key = e.key;
			let n = () => {
				this.descending = this.sortKey === e.key ? !this.descending : e.key !== "sample", this.sortKey = e.key, this.render();
			};
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n()), a.append(t);
		}
		let o = i.createTBody();
		for (let e of r) {
			let t = o.insertRow();
			t.tabIndex = 0, t.dataset.sample = String(e.sample_index), e.sample_index === this.selectedSample && t.classList.add("selected");
			for (let n of Ma) {
				let r = n.value(e), i = t.insertCell();
				n.key === "group" ? (i.textContent = za(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Ji(r) : String(r ?? "–");
			}
			let n = () => this.onSelect(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(i);
	}
}, Va = {
	log_prob: "log-prob",
	entropy: "entropy",
	value: "value",
	token_reward: "reward",
	advantage: "advantage",
	returns: "return",
	ref_log_prob: "ref log-prob",
	kl: "KL (k1)"
};
function Ha(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
var Ua = !1;
function Wa() {
	if (Ua) return;
	Ua = !0;
	let e = document.createElement("style");
	e.textContent = ua(".tok"), document.head.append(e);
}
var Ga = class {
	root;
	onMetric;
	onActivate;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(e, t, n = () => {}) {
		this.root = e, this.onMetric = t, this.onActivate = n, this.card = Z("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), Wa();
	}
	forkingThreshold = null;
	show(e, t) {
		if (this.trace = e, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.strip?.dispose(), this.strip = null, !e) return;
		let n = p(e);
		this.metric = n.find((e) => e.key === t) ?? n[0];
		let r = Z("div", "path-header"), i = Z("select", "metric-picker");
		i.setAttribute("aria-label", "colour tokens by");
		for (let t of n) {
			let n = Z("option", void 0, t.label);
			n.value = t.key, n.disabled = t.values(e) === null, n.selected = t.key === this.metric.key, i.append(n);
		}
		i.addEventListener("change", () => this.onMetric(i.value)), r.append(Z("span", "label", "colour by"), i);
		let a = this.metric.values(e);
		r.append(this.legend(a));
		let o = [`step ${e.step}`, `sample ${e.sampleIndex}`];
		if (e.groupId && o.push(`group ${za(e.groupId)}`), e.score !== null && o.push(`score ${Ji(e.score)}`), r.append(Z("span", "meta", o.join(" · "))), this.root.append(r), e.promptText) {
			let t = Z("div", "prompt");
			t.append(Z("span", "label", "prompt "), Z("span", "prompt-text", e.promptText)), this.root.append(t);
		}
		let s = e.fields.get("entropy"), c = this.forkingThreshold, l = this.metric.key === "entropy" && s && c !== null ? (e) => s[e] > c : null;
		l && r.append(Z("span", "forking-note", `outlined: forking tokens (entropy > ${Ji(c, 3)})`));
		let u = new Sa(e, a, a ? m(this.metric, a) : null, l);
		this.strip = u;
		let d = u.element;
		d.tabIndex = 0, d.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), e.tokenIds.length === 0 && (e.responseText ? (d.append(Z("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), d.append(Z("div", "text-only", e.responseText))) : d.append(Z("span", "empty", "(empty response)"))), d.addEventListener("mouseover", (e) => {
			let t = u.indexOf(e.target);
			t >= 0 && this.activate(t);
		}), d.addEventListener("mouseleave", () => {
			document.activeElement !== d && this.activate(-1);
		}), d.addEventListener("focus", () => this.activate(Math.max(0, this.active))), d.addEventListener("blur", () => this.activate(-1)), d.addEventListener("keydown", (e) => {
			let t = {
				ArrowRight: 1,
				ArrowLeft: -1,
				Home: -Infinity,
				End: Infinity
			};
			if (!(e.key in t) || u.length === 0) return;
			e.preventDefault();
			let n = Math.min(u.length - 1, Math.max(0, this.active + t[e.key]));
			this.activate(Number.isFinite(n) ? n : 0);
		}), this.root.append(d);
	}
	legend(e) {
		let t = Z("span", "legend");
		if (!e || !this.metric) return t.textContent = "not logged for this sample", t;
		let n = m(this.metric, e), r = Z("span", "legend-bar");
		r.style.background = pa(n.kind);
		let i = Math.max(Math.abs(n.min), Math.abs(n.max)), [a, o] = n.kind === "diverging" ? [-i, i] : [n.min, n.max];
		return t.append(Z("span", "legend-min", Ji(a, 2)), r, Z("span", "legend-max", Ji(o, 2))), t;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.strip || e.length === 0) return !1;
		let t = Ha(e);
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
		t.classList.add("active"), this.onActivate(e), t.scrollIntoView({ block: "nearest" }), this.fillCard(this.trace, e);
		let n = t.getBoundingClientRect();
		this.card.hidden = !1;
		let r = this.card.getBoundingClientRect(), i = Math.min(window.innerWidth - r.width - 8, Math.max(8, n.left)), a = n.bottom + 6, o = a + r.height > window.innerHeight ? n.top - r.height - 6 : a;
		this.card.style.left = `${i}px`, this.card.style.top = `${Math.max(8, o)}px`;
	}
	fillCard(e, t) {
		this.card.replaceChildren();
		let n = Z("div", "card-title");
		n.append(Z("span", "card-token", Yi(e.tokenText[t])), Z("span", "card-id", `id ${e.tokenIds[t]} · position ${t}`)), this.card.append(n);
		let { alternatives: r, rank: i } = h(e, t), a = Z("table", "card-numbers"), o = (e, t) => {
			let n = a.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		};
		e.responseMask && !e.responseMask[t] && o("response_mask", "0: not a policy token");
		let s = e.fields.get("log_prob");
		s && o("probability", Ji(Math.exp(s[t]), 4)), e.topK && o("rank", i === null ? `> ${e.topK.k}` : String(i));
		for (let [n, r] of e.fields) o(Va[n] ?? n.replace(/^extra:/, ""), Ji(r[t], 4));
		let c = e.fields.has("kl") ? null : u(e);
		if (c && o("KL (k1)", Ji(c[t], 4)), r.length) {
			let n = Z("div", "topk");
			n.append(Z("div", "topk-title", `top-${r.length} alternatives`));
			for (let i of r) {
				let r = Z("div", "topk-row");
				i.id === e.tokenIds[t] && r.classList.add("chosen");
				let a = Z("span", "topk-bar");
				a.style.width = `${Math.max(1, i.prob * 100)}%`, r.append(Z("span", "topk-text", Yi(i.text)), Z("span", "topk-track", void 0), Z("span", "topk-prob", Ji(i.prob, 3))), r.children[1].append(a), n.append(r);
			}
			this.card.append(n);
		}
		this.card.append(a);
	}
}, Ka = class {
	root;
	onOpen;
	constructor(e, t) {
		this.root = e, this.onOpen = t;
	}
	clear() {
		this.root.replaceChildren();
	}
	loading(e) {
		this.root.replaceChildren(Z("div", "note", `Searching every step for "${e}"…`));
	}
	show(e) {
		this.root.replaceChildren();
		let t = e.matches.length, n = Z("div", "chart-title", `${t}${e.truncated ? "+" : ""} recorded sample${t === 1 ? "" : "s"} of every step contain "${e.query}"` + (e.truncated ? ` (the first ${t} shown)` : "") + " (case-sensitive)"), r = Z("button", "search-close", "×");
		r.title = "close the search results", r.setAttribute("aria-label", "close the search results"), r.addEventListener("click", () => this.clear()), n.append(" ", r);
		let i = Z("ol", "search-list");
		for (let [t, n, r, a] of e.matches) {
			let e = Z("li", "search-hit");
			e.dataset.step = String(t), e.dataset.sample = String(n);
			let o = Z("button", "search-open", `step ${t} · #${n} · ${r}`);
			o.addEventListener("click", () => this.onOpen(t, n)), e.append(o, Z("span", "search-snippet", a)), i.append(e);
		}
		this.root.append(n, t ? i : Z("div", "note", "No recorded prompt or response contains it."));
	}
}, qa = class {
	onSmoothing;
	onCompare;
	element;
	runList;
	compare;
	constructor(e, t, n) {
		this.onSmoothing = t, this.onCompare = n, this.element = document.createElement("span"), this.element.className = "chart-controls";
		let r = document.createElement("label"), i = document.createElement("input");
		i.type = "range", i.min = "0", i.max = "0.99", i.step = "0.01", i.value = String(e), i.className = "smoothing";
		let a = document.createElement("output");
		a.textContent = e.toFixed(2), i.addEventListener("input", () => {
			a.textContent = Number(i.value).toFixed(2), this.onSmoothing(Number(i.value));
		}), r.append("Smoothing ", i, a), this.compare = document.createElement("details"), this.compare.className = "compare-runs";
		let o = document.createElement("summary");
		o.textContent = "Compare runs", this.runList = document.createElement("div"), this.runList.className = "run-list", this.compare.append(o, this.runList), this.element.append(r, this.compare);
	}
	show(e, t, n) {
		let r = e.filter((e) => e !== t);
		this.compare.hidden = r.length === 0, this.runList.replaceChildren(...r.map((e) => {
			let t = document.createElement("label"), r = document.createElement("input");
			return r.type = "checkbox", r.value = e, r.checked = n.includes(e), r.addEventListener("change", () => {
				let e = [...this.runList.querySelectorAll("input:checked")].map((e) => e.value);
				this.onCompare(e);
			}), t.append(r, e), t;
		}));
	}
}, Ja = class {
	onPick;
	element;
	slider;
	box;
	count;
	steps = [];
	constructor(e) {
		this.onPick = e, this.element = document.createElement("span"), this.element.className = "step-picker", this.slider = document.createElement("input"), this.slider.type = "range", this.slider.min = "0", this.slider.setAttribute("aria-label", "logged steps"), this.slider.addEventListener("input", () => {
			let e = this.steps[Number(this.slider.value)];
			e && (this.box.value = String(e.step));
		}), this.slider.addEventListener("change", () => {
			let e = this.steps[Number(this.slider.value)];
			e && this.onPick(e.step);
		}), this.box = document.createElement("input"), this.box.type = "number", this.box.className = "step-box", this.box.setAttribute("aria-label", "go to step"), this.box.addEventListener("change", () => {
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : S(this.steps, e);
			t !== null && this.onPick(t);
		}), this.count = document.createElement("span"), this.count.className = "step-count", this.element.append(this.slider, "step ", this.box, this.count);
	}
	show(e, t) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let n = t === null ? -1 : Ya(e, t);
		this.slider.value = String(Math.max(0, n)), this.box.value = t === null ? "" : String(t), this.count.textContent = e.length ? ` (${n + 1} of ${e.length} traced)` : " (none traced)";
	}
};
function Ya(e, t) {
	let n = 0, r = e.length;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i].step < t ? n = i + 1 : r = i;
	}
	return n < e.length && e[n].step === t ? n : -1;
}
// src/app.ts
var Xa = [
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
function Za(e) {
	let t = new Set(e), n = [];
	for (let e of Xa) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
function Qa(e) {
	return e instanceof g ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var $a = class {
	store = new b(x());
	charts;
	samples;
	path;
	exploration;
	explorationCharts;
	explorationRoot;
	curves;
	credit;
	search;
	heatmap;
	group;
	groupButton;
	history;
	historyButton;
	runSelect;
	splitSelect;
	addChart;
	stepPicker;
	chartControls;
	status;
	token = null;
	refreshing = !1;
	generation = {
		run: 0,
		step: 0,
		trace: 0
	};
	constructor(e) {
		e.replaceChildren(), e.classList.add("tbv-app");
		let t = document.createElement("header");
		t.className = "toolbar", this.runSelect = document.createElement("select"), this.runSelect.setAttribute("aria-label", "run"), this.runSelect.addEventListener("change", () => void this.selectRun(this.runSelect.value)), this.splitSelect = document.createElement("select"), this.splitSelect.setAttribute("aria-label", "traces of"), this.splitSelect.hidden = !0, this.splitSelect.addEventListener("change", () => void this.selectSplit(this.splitSelect.value));
		let n = this.button("◀", "previous logged step", () => this.moveStep(-1)), r = this.button("▶", "next logged step", () => this.moveStep(1));
		this.stepPicker = new Ja((e) => void this.selectStep(e)), this.chartControls = new qa(this.store.state.smoothing, (e) => {
			this.store.set({ smoothing: e }), this.charts.setSmoothing(e);
		}, (e) => {
			this.store.set({ compareRuns: e }), this.loadCharts(this.store.state.chartTags);
		}), this.addChart = document.createElement("select"), this.addChart.setAttribute("aria-label", "add a chart"), this.addChart.addEventListener("change", () => {
			let e = this.addChart.value;
			this.addChart.value = "", e && !this.store.state.chartTags.includes(e) && this.loadCharts([...this.store.state.chartTags, e]);
		}), this.status = document.createElement("span"), this.status.className = "status", this.status.setAttribute("role", "status");
		let i = document.createElement("label");
		i.append("Run ", this.runSelect), t.append(i, this.splitSelect, n, this.stepPicker.element, r, this.addChart, this.chartControls.element, this.status);
		let a = document.createElement("section");
		a.className = "charts";
		let o = document.createElement("section");
		o.className = "exploration", o.hidden = !0;
		let s = document.createElement("div"), c = document.createElement("div");
		c.className = "charts", o.append(s, c);
		let l = document.createElement("main");
		l.className = "detail";
		let u = document.createElement("section");
		u.className = "samples-pane";
		let d = document.createElement("section");
		d.className = "path-pane";
		let f = document.createElement("div"), p = document.createElement("div");
		p.className = "credit";
		let m = document.createElement("div");
		m.className = "curves";
		let h = document.createElement("div");
		h.className = "heatmap-pane", this.groupButton = document.createElement("button"), this.groupButton.className = "view-button group-button", this.groupButton.hidden = !0, this.groupButton.addEventListener("click", () => void this.showGroup());
		let g = document.createElement("div");
		g.className = "group-view", this.historyButton = document.createElement("button"), this.historyButton.className = "view-button history-button", this.historyButton.textContent = "Follow this prompt across training", this.historyButton.hidden = !0, this.historyButton.addEventListener("click", () => void this.showHistory());
		let _ = document.createElement("div");
		_.className = "history-view";
		let v = document.createElement("div");
		v.className = "view-buttons", v.append(this.groupButton, this.historyButton), d.append(f, p, v, m, h, g, _), l.append(u, d), e.append(t, a, o, l), this.charts = new qi(a, this.store.state.smoothing, (e) => {
			let t = S(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.explorationRoot = o, this.exploration = new _a(s, (e) => {
			this.store.set({ metric: "entropy" });
			let t = S(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.explorationCharts = new qi(c, 0, (e) => {
			let t = S(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.samples = new Ba(u, (e) => void this.selectSample(e), () => void this.loadTexts(), (e) => void this.searchAll(e));
		let y = document.createElement("div");
		y.className = "search-results", u.append(y), this.search = new Ka(y, (e, t) => void this.selectStep(e, t)), this.path = new Ga(f, (e) => this.store.set({ metric: e }), (e) => {
			this.token = e, this.persistView(), this.curves.point(e), this.heatmap.point(e), this.credit.showSources(e);
		}), this.credit = new Qi(p, (e) => this.path.focusToken(e)), this.curves = new na(m, (e) => this.path.focusToken(e)), this.heatmap = new ka(h, (e) => this.path.focusToken(e)), this.group = new Ea(g, (e) => void this.selectSample(e)), this.history = new ja(_, (e, t) => void this.selectStep(e, t)), this.store.subscribe((e, t) => {
			if (t.has("message") && (this.status.textContent = e.message?.text ?? "", this.status.dataset.kind = e.message?.kind ?? ""), (t.has("step") || t.has("steps")) && (this.stepPicker.show(e.steps, e.step), this.charts.select(e.step), this.explorationCharts.select(e.step), this.exploration.select(e.step)), (t.has("stepDetail") || t.has("sample")) && (this.samples.show(e.stepDetail, e.sample), t.has("stepDetail") && this.samples.wantsTexts() && this.loadTexts()), t.has("trace") || t.has("metric")) {
				this.path.show(e.trace, e.metric), this.curves.show(e.trace, e.dark), this.heatmap.show(e.trace), t.has("trace") && this.credit.show(e.trace), this.group.clear();
				let n = e.trace && e.stepDetail && e.trace.groupId ? wa(e.stepDetail.samples, e.trace.groupId) : [];
				this.groupButton.hidden = n.length < 2, this.groupButton.textContent = `Compare the ${n.length} responses of this group`, this.history.clear(), this.historyButton.hidden = e.trace === null;
			}
			t.has("dark") && document.documentElement.classList.toggle("dark", e.dark), t.has("trace") && (this.token = null), [
				"run",
				"split",
				"step",
				"sample",
				"metric",
				"trace"
			].some((e) => t.has(e)) && this.persistView();
		}), document.addEventListener("keydown", (e) => {
			e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || (e.key === "[" && this.moveStep(-1), e.key === "]" && this.moveStep(1), e.key === "j" && this.moveSample(1), e.key === "k" && this.moveSample(-1), e.key === "n" && this.path.nextUncertainToken());
		}), w((e) => {
			if (e !== this.store.state.dark) {
				this.store.set({ dark: e }), this.store.state.chartTags.length && this.loadCharts(this.store.state.chartTags);
				let t = this.store.state.runs.find((e) => e.run === this.store.state.run);
				t && this.loadExploration(t);
			}
		});
	}
	button(e, t, n) {
		let r = document.createElement("button");
		return r.textContent = e, r.title = t, r.setAttribute("aria-label", t), r.addEventListener("click", n), r;
	}
	persistView() {
		let { run: e, split: t, step: n, sample: r, metric: i } = this.store.state;
		e !== null && A({
			run: e,
			split: t,
			step: n ?? void 0,
			sample: r ?? void 0,
			token: this.token ?? void 0,
			metric: i
		});
	}
	async start() {
		let e = ee();
		e.metric && this.store.set({ metric: e.metric }), this.store.set({ message: {
			kind: "info",
			text: "Loading runs…"
		} });
		try {
			let t = await y.runs();
			if (this.setRuns(t), T(() => void this.refresh()), t.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions."
				} });
				return;
			}
			let n = t.find((t) => t.run === e.run);
			await this.selectRun((n ?? t.find((e) => e.splits.length) ?? t[0]).run, n ? e : {});
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: `Cannot list runs: ${Qa(e)}`
			} });
		}
	}
	setRuns(e) {
		this.store.set({ runs: e }), this.runSelect.replaceChildren(...e.map((e) => new Option(e.splits.length ? e.run : `${e.run} (no traces)`, e.run))), this.store.state.run !== null && (this.runSelect.value = this.store.state.run);
	}
	fillChartChoices(e, t) {
		this.chartControls.show(this.store.state.runs.filter((e) => e.scalar_tags.length).map((e) => e.run), e, this.store.state.compareRuns), this.addChart.replaceChildren(new Option("+ chart", ""), ...(t?.scalar_tags ?? []).map((e) => new Option(e, e)));
	}
	async refresh() {
		if (!this.refreshing) {
			this.refreshing = !0;
			try {
				let e = await y.runs();
				this.setRuns(e);
				let { run: t, split: n, step: r } = this.store.state, i = e.find((e) => e.run === t);
				if (t === null || !i) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				this.fillChartChoices(t, i);
				let a = i.splits.includes(n) ? await y.steps(t, n) : [];
				if (t !== this.store.state.run) return;
				this.store.set({ steps: a }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : Za(i.scalar_tags)), await this.loadExploration(i), r === null && a.length && await this.selectStep(a[a.length - 1].step);
			} catch (e) {
				this.store.set({ message: {
					kind: "error",
					text: `Reload failed: ${Qa(e)}`
				} });
			} finally {
				this.refreshing = !1;
			}
		}
	}
	async selectRun(e, t = {}) {
		let n = ++this.generation.run, r = this.store.state.runs.find((t) => t.run === e);
		this.runSelect.value = e, this.search.clear();
		let i = t.split ?? this.store.state.split, a = r?.splits.includes(i) ? i : r?.splits[0] ?? "train";
		this.splitSelect.replaceChildren(...(r?.splits ?? []).map((e) => new Option(e, e))), this.splitSelect.value = a, this.splitSelect.hidden = (r?.splits.length ?? 0) < 2, this.store.set({
			run: e,
			split: a,
			steps: [],
			step: null,
			stepDetail: null,
			sample: null,
			trace: null,
			message: {
				kind: "info",
				text: "Loading…"
			}
		}), this.fillChartChoices(e, r);
		try {
			let i = r?.splits.length ? y.steps(e, a) : Promise.resolve([]);
			await Promise.all([this.loadCharts(Za(r?.scalar_tags ?? [])), this.loadExploration(r ?? null)]);
			let o = await i;
			if (n !== this.generation.run) return;
			if (this.store.set({ steps: o }), this.charts.marks(o.map((e) => e.step)), this.explorationCharts.marks(o.map((e) => e.step)), o.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No decision traces in this run: call TraceLogger.log_decisions(step, ...)."
				} });
				return;
			}
			let s = t.step === void 0 ? o[o.length - 1].step : S(o, t.step);
			await this.selectStep(s, t.sample), t.token !== void 0 && n === this.generation.run && this.path.focusToken(t.token);
		} catch (e) {
			n === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: Qa(e)
			} });
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
			trace: null
		});
		try {
			let r = await y.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r }), this.charts.marks(r.map((e) => e.step)), this.explorationCharts.marks(r.map((e) => e.step));
			let i = this.store.state.step, a = i === null ? null : S(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: Qa(e)
			} });
		}
	}
	async loadExploration(e) {
		if (this.explorationRoot.hidden = !e?.exploration, !e?.exploration) {
			this.path.forkingThreshold = null, this.exploration.show(null);
			return;
		}
		let t = ma.filter((t) => e.scalar_tags.includes(t)), [n, r] = await Promise.all([y.exploration(e.run), this.fetchSeries(t, [e.run])]);
		e.run === this.store.state.run && (this.exploration.show(n), this.path.forkingThreshold = n.forking_threshold, this.explorationCharts.show(r, this.store.state.steps.map((e) => e.step), this.store.state.dark));
	}
	async loadCharts(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let n = await this.fetchSeries(e, [t, ...this.store.state.compareRuns.filter((e) => e !== t)]);
		t === this.store.state.run && (this.store.set({ chartTags: e }), this.charts.show(n, this.store.state.steps.map((e) => e.step), this.store.state.dark), this.charts.select(this.store.state.step));
	}
	fetchSeries(e, t) {
		let n = new Map(this.store.state.runs.map((e) => [e.run, new Set(e.scalar_tags)]));
		return Promise.all(e.map(async (e) => ({
			tag: e,
			runs: await Promise.all(t.filter((t, r) => r === 0 || n.get(t)?.has(e)).map(async (t) => ({
				run: t,
				points: await y.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await y.traces(e, n, r.samples.map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.samples.setTexts(t, a);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: Qa(e)
			} });
		}
	}
	async searchAll(e) {
		let { run: t, split: n } = this.store.state;
		if (t !== null) {
			this.search.loading(e);
			try {
				let r = await y.search(t, n, e);
				t === this.store.state.run && this.search.show(r);
			} catch (e) {
				this.search.clear(), this.store.set({ message: {
					kind: "error",
					text: Qa(e)
				} });
			}
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i, metric: a } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let o = wa(i.samples, r.groupId);
		try {
			let i = await y.traces(e, n, o.map((e) => [t, e.sample_index]));
			if (this.store.state.trace !== r) return;
			this.group.show(r.groupId, i, a);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: Qa(e)
			} });
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n, stepDetail: r } = this.store.state, i = r?.samples.find((e) => e.sample_index === n?.sampleIndex);
		if (e !== null && n && i) try {
			let r = await y.prompt(e, i.prompt_hash, t), a = Aa(r, 24), o = await y.traces(e, t, a.map(([e, t]) => [e, t]));
			if (this.store.state.trace !== n) return;
			this.history.show(n.promptText, o, r.length);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: Qa(e)
			} });
		}
	}
	moveSample(e) {
		let t = this.samples.visibleSamples();
		if (t.length === 0) return;
		let n = t.findIndex((e) => e.sample_index === this.store.state.sample), r = t[Math.min(t.length - 1, Math.max(0, n + e))];
		r && r.sample_index !== this.store.state.sample && this.selectSample(r.sample_index);
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
			let i = await y.step(n, e, this.store.state.split);
			if (r !== this.generation.step) return;
			this.store.set({
				stepDetail: i,
				sample: null,
				trace: null,
				message: null
			});
			let a = i.samples.find((e) => e.sample_index === t) ?? i.samples[0];
			a && await this.selectSample(a.sample_index);
		} catch (e) {
			r === this.generation.step && this.store.set({ message: {
				kind: "error",
				text: Qa(e)
			} });
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
			let i = await y.trace(t, n, e, this.store.state.split);
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				message: null
			});
		} catch (e) {
			r === this.generation.trace && this.store.set({ message: {
				kind: "error",
				text: Qa(e)
			} });
		}
	}
}, eo = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light}:root.dark{--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view{margin-top:10px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.forking{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}";
// src/index.ts
function to() {
	let e = document.createElement("style");
	e.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + eo, document.head.append(e), new $a(document.body).start();
}
export { to as render };
