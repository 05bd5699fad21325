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
function o(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function s(t) {
	let n = a(t.token_ids), r = /* @__PURE__ */ new Map(), s = (e, t) => {
		let a = i(t);
		if (a.length !== n.length) throw Error(`trace field ${e} has ${a.length} values for ${n.length} tokens`);
		r.set(e, a);
	};
	for (let [e, n] of Object.entries(t.token_fields)) s(e, n);
	for (let [e, n] of Object.entries(t.extra_token)) s(`extra:${e}`, n);
	let c = null;
	t.top_k && (c = {
		k: t.top_k.k,
		ids: a(t.top_k.token_ids),
		logProbs: i(t.top_k.log_probs)
	});
	let l = {};
	for (let [e, n] of Object.entries(t.extra_sample)) l[e] = o(n) ?? NaN;
	return {
		step: t.step,
		sampleIndex: t.sample_index,
		groupId: t.group_id,
		dataSource: t.data_source,
		selectedBecause: t.selected_because,
		promptText: t.prompt_text,
		responseText: t.response_text,
		score: o(t.score),
		tokenIds: n,
		responseMask: t.response_mask === null ? null : e(t.response_mask),
		tokenText: t.token_text.length === n.length ? t.token_text : Array.from(n, (e) => `⟨${e}⟩`),
		vocab: new Map(Object.entries(t.vocab).map(([e, t]) => [Number(e), t])),
		fields: r,
		topK: c,
		extraSample: l
	};
}
function c(e) {
	let t = e.fields.get("kl");
	if (t) return t;
	let n = e.fields.get("log_prob"), r = e.fields.get("ref_log_prob");
	return n && r ? n.map((e, t) => e - r[t]) : null;
}
function l(e) {
	return (t) => t.fields.get(e) ?? null;
}
var u = [
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
		values: l("log_prob")
	},
	{
		key: "entropy",
		label: "entropy",
		kind: "sequential",
		values: l("entropy")
	},
	{
		key: "advantage",
		label: "advantage",
		kind: "diverging",
		values: l("advantage")
	},
	{
		key: "value",
		label: "value",
		kind: "diverging",
		values: l("value")
	},
	{
		key: "token_reward",
		label: "reward",
		kind: "diverging",
		values: l("token_reward")
	},
	{
		key: "returns",
		label: "return",
		kind: "diverging",
		values: l("returns")
	},
	{
		key: "kl",
		label: "KL (log π − log π_ref)",
		kind: "diverging",
		values: c
	}
];
function d(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: n.slice(6),
		kind: "diverging",
		values: l(n)
	});
	return [...u, ...t];
}
function f(e, t) {
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
function p(e, t) {
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
var m = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function h(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new m(i.status, await i.text() || i.statusText);
	return await i.json();
}
function g(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: o(n)
	}));
}
var _ = {
	runs: () => h("runs").then((e) => e.runs),
	scalars: (e, t) => h("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => h("steps", {
		run: e,
		split: t
	}).then((e) => g(e.steps)),
	exploration: (e) => h("exploration", { run: e }),
	step: (e, t, n) => h("step", {
		run: e,
		step: t,
		split: n
	}),
	prompt: (e, t, n) => h("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => h("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(s),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => _.trace(e, n, r, t)))
}, v = class {
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
function y() {
	return {
		runs: [],
		run: null,
		chartTags: [],
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
function b(e, t) {
	if (e.length === 0) return null;
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i].step < t ? n = i + 1 : r = i;
	}
	return n > 0 && Math.abs(e[n - 1].step - t) <= Math.abs(e[n].step - t) ? e[n - 1].step : e[n].step;
}
// src/theme.ts
function x(e) {
	let t = null;
	try {
		window.parent !== window && (t = window.parent.document.body);
	} catch {
		t = null;
	}
	if (t) {
		let n = t, r = () => e(n.classList.contains("dark-mode"));
		new MutationObserver(r).observe(n, {
			attributes: !0,
			attributeFilter: ["class"]
		}), r();
		return;
	}
	let n = window.matchMedia("(prefers-color-scheme: dark)");
	n.addEventListener("change", () => e(n.matches)), e(n.matches);
}
// node_modules/uplot/dist/uPlot.esm.js
var S = !0, C = "uplot", w = "u-hz", T = "u-vt", E = "u-title", ee = "u-wrap", te = "u-under", ne = "u-over", re = "u-axis", ie = "u-off", ae = "u-select", oe = "u-cursor-x", se = "u-cursor-y", ce = "u-cursor-pt", le = "u-legend", ue = "u-live", de = "u-inline", fe = "u-series", pe = "u-marker", me = "u-label", he = "u-value", D = "width", ge = "height", _e = "top", ve = "bottom", ye = "left", be = "right", xe = "#000", Se = "#0000", Ce = "mousemove", we = "mousedown", Te = "mouseup", Ee = "mouseenter", De = "mouseleave", Oe = "dblclick", ke = "resize", Ae = "scroll", je = "change", Me = "dppxchange", Ne = "--", O = typeof window < "u", Pe = O ? document : null, Fe = O ? window : null, Ie = O ? navigator : null, k, Le;
function Re() {
	let e = devicePixelRatio;
	k != e && (k = e, Le && Ze(je, Le, Re), Le = matchMedia(`(min-resolution: ${k - .001}dppx) and (max-resolution: ${k + .001}dppx)`), Xe(je, Le, Re), Fe.dispatchEvent(new CustomEvent(Me)));
}
function ze(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function Be(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function A(e, t, n) {
	e.style[t] = n + "px";
}
function Ve(e, t, n, r) {
	let i = Pe.createElement(e);
	return t != null && ze(i, t), n?.insertBefore(i, r), i;
}
function He(e, t) {
	return Ve("div", e, t);
}
var j = /* @__PURE__ */ new WeakMap();
function Ue(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != j.get(e) && (e.style.transform = a, j.set(e, a), t < 0 || n < 0 || t > r || n > i ? ze(e, ie) : Be(e, ie));
}
var We = /* @__PURE__ */ new WeakMap();
function Ge(e, t, n) {
	let r = t + n;
	r != We.get(e) && (We.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var Ke = /* @__PURE__ */ new WeakMap();
function qe(e, t, n, r) {
	let i = t + "" + n;
	i != Ke.get(e) && (Ke.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var Je = { passive: !0 }, Ye = {
	...Je,
	capture: !0
};
function Xe(e, t, n, r) {
	t.addEventListener(e, n, r ? Ye : Je);
}
function Ze(e, t, n, r) {
	t.removeEventListener(e, n, Je);
}
O && Re();
function Qe(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : ht((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function $e(e) {
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
var et = (e) => e != null, M = (e) => e != null && e > 0, N = $e(et), tt = $e(M);
function nt(e, t, n, r = 0, i = !1) {
	let a = i ? tt : N, o = i ? M : et;
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
	return [s ?? L, c ?? -L];
}
function rt(e, t, n, r) {
	let i = xt(e), a = xt(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? St : Ct, s = i == 1 ? ht : _t, c = a == 1 ? _t : ht, l = s(o(I(e))), u = c(o(I(t))), d = bt(n, l), f = bt(n, u);
	return n == 10 && (l < 0 && (d = z(d, -l)), u < 0 && (f = z(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = zt(e, d), t = Rt(t, f)), [e, t];
}
function it(e, t, n, r) {
	let i = rt(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var at = .1, ot = {
	mode: 3,
	pad: at
}, st = {
	pad: 0,
	soft: null,
	mode: 0
}, ct = {
	min: st,
	max: st
};
function lt(e, t, n, r) {
	return Xt(n) ? dt(e, t, n) : (st.pad = n, st.soft = r ? 0 : null, st.mode = r ? 3 : 0, dt(e, t, ct));
}
function P(e, t) {
	return e ?? t;
}
function ut(e, t, n) {
	for (t = P(t, 0), n = P(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function dt(e, t, n) {
	let r = n.min, i = n.max, a = P(r.pad, 0), o = P(i.pad, 0), s = P(r.hard, -L), c = P(i.hard, L), l = P(r.soft, L), u = P(i.soft, -L), d = P(r.mode, 0), f = P(i.mode, 0), p = t - e, m = St(p), h = yt(I(e), I(t)), g = I(St(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != L && (a = 0), f == 2 && u != -L && (o = 0)));
	let _ = p || h || 1e3, v = bt(10, ht(St(_))), y = z(zt(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : L, x = yt(s, y < b && e >= b ? b : vt(b, y)), S = z(Rt(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -L, w = vt(c, S > C && t <= C ? C : yt(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var ft = new Intl.NumberFormat(O ? Ie.language : "en-US"), pt = (e) => ft.format(e), F = Math, mt = F.PI, I = F.abs, ht = F.floor, gt = F.round, _t = F.ceil, vt = F.min, yt = F.max, bt = F.pow, xt = F.sign, St = F.log10, Ct = F.log2, wt = (e, t = 1) => F.sinh(e) * t, Tt = (e, t = 1) => F.asinh(e / t), L = Infinity;
function Et(e) {
	return (St((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Dt(e, t, n) {
	return vt(yt(e, t), n);
}
function Ot(e) {
	return typeof e == "function";
}
function R(e) {
	return Ot(e) ? e : () => e;
}
var kt = () => {}, At = (e) => e, jt = (e, t) => t, Mt = (e) => null, Nt = (e) => !0, Pt = (e, t) => e == t, Ft = /\.\d*?(?=9{6,}|0{6,})/gm, It = (e) => {
	if (qt(e) || Bt.has(e)) return e;
	let t = `${e}`, n = t.match(Ft);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${It(e)}e${n}`;
	}
	return z(e, r);
};
function Lt(e, t) {
	return It(z(It(e / t)) * t);
}
function Rt(e, t) {
	return It(_t(It(e / t)) * t);
}
function zt(e, t) {
	return It(ht(It(e / t)) * t);
}
function z(e, t = 0) {
	if (qt(e)) return e;
	let n = 10 ** t;
	return gt(e * n * (1 + 2 ** -52)) / n;
}
var Bt = /* @__PURE__ */ new Map();
function Vt(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Ht(e, t, n, r) {
	let i = [], a = r.map(Vt);
	for (let o = t; o < n; o++) {
		let t = I(o), n = z(bt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : z(c, l);
			i.push(u), Bt.set(u, l);
		}
	}
	return i;
}
var Ut = {}, Wt = [], Gt = [null, null], Kt = Array.isArray, qt = Number.isInteger, Jt = (e) => e === void 0;
function Yt(e) {
	return typeof e == "string";
}
function Xt(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function Zt(e) {
	return typeof e == "object" && !!e;
}
var Qt = Object.getPrototypeOf(Uint8Array), B = "__proto__";
function $t(e, t = Xt) {
	let n;
	if (Kt(e)) {
		let r = e.find((e) => e != null);
		if (Kt(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = $t(e[r], t);
		} else n = e.slice();
	} else if (e instanceof Qt) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != B && (n[r] = $t(e[r], t));
	} else n = e;
	return n;
}
function V(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != B && (Xt(e[t]) ? V(e[t], $t(r[t])) : e[t] = $t(r[t]));
	}
	return e;
}
var H = 0, en = 1, tn = 2;
function nn(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function rn(e, t) {
	if (sn(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return cn(t[0]) || (t = on(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : en, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != H && (l[n] = t, u == tn && d.push(n)) : l[n] = t;
			}
			nn(l, d, i), r.push(l);
		}
	}
	return r;
}
var an = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function on(e) {
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
function sn(e) {
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
function cn(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = yt(1, ht((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var ln = [
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
], un = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function dn(e) {
	return e.slice(0, 3);
}
var fn = un.map(dn), pn = {
	MMMM: ln,
	MMM: ln.map(dn),
	WWWW: un,
	WWW: fn
};
function mn(e) {
	return (e < 10 ? "0" : "") + e;
}
function hn(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var gn = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => mn(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => mn(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => mn(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => mn(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => mn(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => hn(e.getMilliseconds())
};
function _n(e, t) {
	t ||= pn;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? gn[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var vn = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function yn(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == vn ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var bn = (e) => e % 1 == 0, xn = [
	1,
	2,
	2.5,
	5
], Sn = Ht(10, -32, 0, xn), Cn = Ht(10, 0, 32, xn), wn = Cn.filter(bn), Tn = Sn.concat(Cn), En = "\n", Dn = "{YYYY}", On = En + Dn, kn = "{M}/{D}", An = En + kn, jn = An + "/{YY}", Mn = "{aa}", Nn = "{h}:{mm}" + Mn, Pn = En + Nn, Fn = ":{ss}", U = null;
function In(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Ht(10, 0, 3, xn).filter(bn) : Ht(10, -3, 0, xn)).concat([
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
			Dn,
			U,
			U,
			U,
			U,
			U,
			U,
			1
		],
		[
			i * 28,
			"{MMM}",
			On,
			U,
			U,
			U,
			U,
			U,
			1
		],
		[
			i,
			kn,
			On,
			U,
			U,
			U,
			U,
			U,
			1
		],
		[
			r,
			"{h}" + Mn,
			jn,
			U,
			An,
			U,
			U,
			U,
			1
		],
		[
			n,
			Nn,
			jn,
			U,
			An,
			U,
			U,
			U,
			1
		],
		[
			t,
			Fn,
			jn + " " + Nn,
			U,
			An + " " + Nn,
			U,
			Pn,
			U,
			1
		],
		[
			e,
			Fn + ".{fff}",
			jn + " " + Nn,
			U,
			An + " " + Nn,
			U,
			Pn,
			U,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = z(g * e, 3), v = Kn(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = z(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : z(Kn(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(gt(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Kn(c + r * a, l + n * a, 1), s = o - t(z(o * e, 3));
					i = z((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (ht(l) - ht(_)) + Rt(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = z(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = ht(z(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					z((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Ln, Rn, zn] = In(1), [Bn, Vn, Hn] = In(.001);
Ht(2, -53, 53, [1]);
function Un(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Wn(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Gn(e, t) {
	let n = _n(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Kn(e, t, n) {
	return new Date(e, t, n);
}
function qn(e, t) {
	return t(e);
}
var Jn = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function Yn(e, t) {
	return (n, r, i, a) => a == null ? Ne : t(e(r));
}
function Xn(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function Zn(e, t) {
	return e.series[t].fill(e, t);
}
var Qn = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: kt,
	markers: {
		show: !0,
		width: 2,
		stroke: Xn,
		fill: Zn,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function $n(e, t) {
	let n = e.cursor.points, r = He(), i = n.size(e, t);
	A(r, D, i), A(r, ge, i);
	let a = i / -2;
	A(r, "marginLeft", a), A(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && A(r, "borderWidth", o), r;
}
function er(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function tr(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function nr(e, t) {
	return e.series[t].points.size;
}
var W = [0, 0];
function G(e, t, n) {
	return W[0] = t, W[1] = n, W;
}
function rr(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function ir(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var ar = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: G,
	points: {
		one: !1,
		show: $n,
		size: nr,
		width: 0,
		stroke: tr,
		fill: er
	},
	bind: {
		mousedown: rr,
		mouseup: rr,
		click: rr,
		dblclick: rr,
		mousemove: ir,
		mouseleave: ir,
		mouseenter: ir
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
}, or = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, sr = V({}, or, { filter: jt }), cr = V({}, sr, { size: 10 }), lr = V({}, or, { show: !1 }), ur = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", dr = "bold " + ur, fr = 1.5, pr = {
	show: !0,
	scale: "x",
	stroke: xe,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: dr,
	side: 2,
	grid: sr,
	ticks: cr,
	border: lr,
	font: ur,
	lineGap: fr,
	rotate: 0
}, mr = "Value", hr = "Time", gr = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: L,
	max: -Infinity,
	idxs: []
};
function _r(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : pt(e));
}
function vr(e, t, n, r, i, a, o) {
	let s = [], c = Bt.get(i) || 0;
	n = o ? n : z(Rt(n, i), c);
	for (let e = n; e <= r; e = z(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function yr(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = bt(c, ht((c == 10 ? St : Ct)(n))), c == 10 && (i = Tn[Qe(i, Tn)]);
	let l = n, u = i * c;
	c == 10 && (u = Tn[Qe(u, Tn)]);
	do
		s.push(l), l += i, c == 10 && !Bt.has(l) && (l = z(l, Bt.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Tn[Qe(u, Tn)]));
	while (l <= r);
	return s;
}
function br(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? yr(e, t, yt(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? yr(e, t, yt(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var xr = /./, Sr = /[12357]/, Cr = /[125]/, wr = /1/, Tr = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Er(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? xr : c(7, o) - u >= l ? Sr : c(5, o) - u >= l ? Cr : wr;
	if (d == wr) {
		let e = I(c(1, o) - u);
		if (e < l) return Tr(t.slice().reverse(), s.distr, d, _t(l / e)).reverse();
	}
	return Tr(t, s.distr, d, 1);
}
function Dr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = I(c(1, o) - c(2, o));
	return l < s ? Tr(t.slice().reverse(), 3, xr, _t(s / l)).reverse() : t;
}
function Or(e, t, n, r) {
	return r == null ? Ne : t == null ? "" : pt(t);
}
var kr = {
	show: !0,
	scale: "y",
	stroke: xe,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: dr,
	side: 3,
	grid: sr,
	ticks: cr,
	border: lr,
	font: ur,
	lineGap: fr,
	rotate: 0
};
function Ar(e, t) {
	return z((3 + (e || 1) * 2) * t, 3);
}
function jr(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = I(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * k);
	return r[1] - r[0] <= o;
}
var Mr = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: L,
	max: -Infinity
}, Nr = (e, t, n, r, i) => i, Pr = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Nr,
	alpha: 1,
	facets: [V({}, Mr, { scale: "x" }), V({}, Mr, { scale: "y" })]
}, Fr = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Nr,
	alpha: 1,
	points: {
		show: jr,
		filter: null
	},
	values: null,
	min: L,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Ir(e, t, n, r, i) {
	return n / 10;
}
var Lr = {
	time: S,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Rr = V({}, Lr, {
	time: !1,
	ori: 1
}), zr = {};
function Br(e, t) {
	let n = zr[e];
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
	}, e != null && (zr[e] = n)), n;
}
var Vr = 1, Hr = 2;
function Ur(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, Qr, ei, ni, ii, oi) : n(i, c, l, u, d, _, g, p, f, h, m, $r, ti, ri, ai, si);
}
function Wr(e, t) {
	let n = 0, r = 0, i = P(e.bands, Wt);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Gr(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Kr(e, t, n, r, i, a) {
	return Ur(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? ei : ti, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function qr(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? ni : ri, c = n;
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
function Jr(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function Yr(e, t, n, r, i, a, o) {
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
function Xr(e) {
	return e == 0 ? At : e == 1 ? gt : (t) => Lt(t, e);
}
function Zr(e) {
	let t = e == 0 ? Qr : $r, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = vt(c, o / 2, s / 2), l = vt(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var Qr = (e, t, n) => {
	e.moveTo(t, n);
}, $r = (e, t, n) => {
	e.moveTo(n, t);
}, ei = (e, t, n) => {
	e.lineTo(t, n);
}, ti = (e, t, n) => {
	e.lineTo(n, t);
}, ni = Zr(0), ri = Zr(1), ii = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, ai = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, oi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, si = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function ci(e) {
	return (e, t, n, r, i) => Ur(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = Qr, v = ii) : (_ = $r, v = ai);
		let y = z(g.width * k, 3), b = (g.size - g.width) / 2 * k, x = z(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: ee } = e.bbox;
		ni(C, w - x, T - x, E + x * 2, ee + x * 2);
		let te = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, mt * 2);
			}
		};
		if (i) i.forEach(te);
		else for (let e = n; e <= r; e++) te(e);
		return {
			stroke: y > 0 ? S : null,
			fill: S,
			clip: C,
			flags: 3
		};
	});
}
function li(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var ui = li(ei), di = li(ti);
function fi(e) {
	let t = P(e?.alignGaps, 0);
	return (e, n, r, i) => Ur(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = N(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = ei, b = ui) : (y = ti, b = di);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Vr
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
		let [T, E] = Wr(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...Yr(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = qr(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Kr(e, n, r, i, C, -1), Kr(e, n, r, i, C, 1)] : Kr(e, n, r, i, C, E)), S;
	});
}
function pi(e) {
	let t = P(e.align, 1), n = P(e.ascDesc, !1), r = P(e.alignGaps, 0), i = P(e.extend, !1);
	return (e, a, o, s) => Ur(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = N(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? ei : ti, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Vr
		}, E = T.stroke, ee = d.dir * (d.ori == 0 ? 1 : -1), te = C(u[ee == 1 ? o : s]), ne = S(l[ee == 1 ? o : s]), re = ne, ie = ne;
		i && t == -1 && (ie = b, w(E, ie, te)), w(E, ne, te);
		for (let e = ee == 1 ? o : s; e >= o && e <= s; e += ee) {
			let n = u[e];
			if (n == null) continue;
			let r = S(l[e]), i = C(n);
			t == 1 ? w(E, r, te) : w(E, re, i), w(E, r, i), te = i, re = r;
		}
		let ae = re;
		i && t == 1 && (ae = b + x, w(E, ae, te));
		let [oe, se] = Wr(e, a);
		if (c.fill != null || oe != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, oe));
			w(t, ae, n), w(t, ie, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...Yr(l, u, o, s, ee, S, r));
			let f = c.width * k / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = qr(i, d.ori, h, g, _, v);
		}
		return se != 0 && (T.band = se == 2 ? [Kr(e, a, o, s, E, -1), Kr(e, a, o, s, E, 1)] : Kr(e, a, o, s, E, se)), T;
	});
}
function mi(e, t, n, r, i, a, o = L) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = I(e[c] - e[s]);
				t < l && (l = t, o = I(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function hi(e) {
	e ||= Ut;
	let t = P(e.size, [
		.6,
		L,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = R(i), o = 1 - t[0], s = P(t[1], L), c = P(t[2], 1), l = P(e.disp, Ut), u = P(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Ur(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, ee = r * k, te = s * k, ne = c * k, re, ie;
		_.ori == 0 ? [re, ie] = a(e, t) : [ie, re] = a(e, t);
		let ae = _.dir * (_.ori == 0 ? 1 : -1), oe = _.ori == 0 ? ni : ri, se = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ce = P(e.bands, Wt).find((e) => e.series[0] == t), le = ce == null ? 0 : ce.dir, ue = m.fillTo(e, t, m.min, m.max, le), de = T(b(ue, v, w, S)), fe, pe, me, he = C, D = T(m.width * k), ge = !1, _e = null, ve = null, ye = null, be = null;
		d != null && (D == 0 || f != null) && (ge = !0, _e = d.values(e, t, i, p), ve = /* @__PURE__ */ new Map(), new Set(_e).forEach((e) => {
			e != null && ve.set(e, new Path2D());
		}), D > 0 && (ye = f.values(e, t, i, p), be = /* @__PURE__ */ new Map(), new Set(ye).forEach((e) => {
			e != null && be.set(e, new Path2D());
		})));
		let { x0: xe, size: Se } = l;
		if (xe != null && Se != null) {
			E = 1, h = xe.values(e, t, i, p), xe.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = Se.values(e, t, i, p);
			pe = Se.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), he = mi(h, g, y, _, C, x, he), me = he - pe + ee;
		} else he = mi(h, g, y, _, C, x, he), me = he * o + ee, pe = he - me;
		me < 1 && (me = 0), D >= pe / 2 && (D = 0), me < 5 && (T = At);
		let Ce = me > 0, we = he - me - (Ce ? D : 0);
		pe = T(Dt(we, ne, te)), fe = (E == 0 ? pe / 2 : E == ae ? 0 : pe) - E * ae * ((E == 0 ? ee / 2 : 0) + (Ce ? D / 2 : 0));
		let Te = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, Ee = ge ? null : new Path2D(), De = null;
		if (ce != null) De = e.data[ce.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), De = n.values(e, t, i, p));
		}
		let Oe = re * pe, ke = ie * pe;
		for (let n = ae == 1 ? i : p; n >= i && n <= p; n += ae) {
			let r = g[n];
			if (r == null) continue;
			if (De != null) {
				let e = De[n] ?? 0;
				if (r - e == 0) continue;
				de = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(P(r, ue), v, w, S), o = T(i - fe), s = T(yt(a, de)), c = T(vt(a, de)), u = s - c;
			if (r != null) {
				let i = r < 0 ? ke : Oe, a = r < 0 ? Oe : ke;
				ge ? (D > 0 && ye[n] != null && oe(be.get(ye[n]), o, c + ht(D / 2), pe, yt(0, u - D), i, a), _e[n] != null && oe(ve.get(_e[n]), o, c + ht(D / 2), pe, yt(0, u - D), i, a)) : oe(Ee, o, c + ht(D / 2), pe, yt(0, u - D), i, a), se(e, t, n, o - D / 2, c, pe + D, u);
			}
		}
		return D > 0 ? Te.stroke = ge ? be : Ee : ge || (Te._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, Te.width = 0), Te.fill = ge ? ve : Ee, Te;
	});
}
function gi(e, t) {
	let n = P(t?.alignGaps, 0);
	return (t, r, i, a) => Ur(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = N(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = Qr, S = ei, x = oi) : (b = $r, S = ti, x = si);
		let C = l.dir * (l.ori == 0 ? 1 : -1), w = v(s[C == 1 ? i : a]), T = w, E = [], ee = [];
		for (let e = C == 1 ? i : a; e >= i && e <= a; e += C) if (c[e] != null) {
			let t = s[e], n = v(t);
			E.push(T = n), ee.push(y(c[e]));
		}
		let te = {
			stroke: e(E, ee, b, S, x, _),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Vr
		}, ne = te.stroke, [re, ie] = Wr(t, r);
		if (o.fill != null || re != 0) {
			let e = te.fill = new Path2D(ne), n = y(o.fillTo(t, r, o.min, o.max, re));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...Yr(s, c, i, a, C, v, n)), te.gaps = e = o.gaps(t, r, i, a, e), te.clip = qr(e, l.ori, p, m, h, g);
		}
		return ie != 0 && (te.band = ie == 2 ? [Kr(t, r, i, a, ne, -1), Kr(t, r, i, a, ne, 1)] : Kr(t, r, i, a, ne, ie)), te;
	});
}
function _i(e) {
	return gi(vi, e);
}
function vi(e, t, n, r, i, a) {
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
var yi = /* @__PURE__ */ new Set();
function bi() {
	for (let e of yi) e.syncRect(!0);
}
O && (Xe(ke, Fe, bi), Xe(Ae, Fe, bi, !0), Xe(Me, Fe, () => {
	Ii.pxRatio = k;
}));
var xi = fi(), Si = ci();
function Ci(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Ti(e, r, t, n));
}
function wi(e, t) {
	return e.map((e, n) => n == 0 ? {} : V({}, t, e));
}
function Ti(e, t, n, r) {
	return V({}, t == 0 ? n : r, e);
}
function Ei(e, t, n) {
	return t == null ? Gt : [t, n];
}
var Di = Ei;
function Oi(e, t, n) {
	return t == null ? Gt : lt(t, n, at, !0);
}
function ki(e, t, n, r) {
	return t == null ? Gt : rt(t, n, e.scales[r].log, !1);
}
var Ai = ki;
function ji(e, t, n, r) {
	return t == null ? Gt : it(t, n, e.scales[r].log, !1);
}
var Mi = ji;
function Ni(e, t, n, r, i) {
	let a = yt(Et(e), Et(t)), o = t - e, s = Qe(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Bt.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Pi(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = gt((n = +r) * k)) + "px"), [
		e,
		t,
		n
	];
}
function Fi(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = z(e[2] * k, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Ii(e, t, n) {
	let r = { mode: P(e.mode, 1) }, i = r.mode;
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
	let l = r.root = He(C);
	if (e.id != null && (l.id = e.id), ze(l, e.class), e.title) {
		let t = He(E, l);
		t.textContent = e.title;
	}
	let u = Ve("canvas"), d = r.ctx = u.getContext("2d"), f = He(ee, l);
	Xe("click", f, (e) => {
		e.target === m && (K != Li || q != Ri) && Hi.click(r, e);
	}, !0);
	let p = r.under = He(te, f);
	f.appendChild(u);
	let m = r.over = He(ne, f);
	e = $t(e);
	let h = +P(e.pxAlign, 1), g = Xr(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? Ci(e.series || [], gr, Fr, !1) : wi(e.series || [null], Pr), y = r.axes = Ci(e.axes || [], pr, kr, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = R(e.fill || null), e.dir = P(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, xe = {
		axes: ai,
		series: qr
	}, ke = (e.drawOrder || ["axes", "series"]).map((e) => xe[e]);
	function Ae(e) {
		let t = e.distr == 3 ? (t) => St(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => Tt(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function je(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Ut)[t] || Ut;
			if (r.from != null) {
				je(r.from);
				let e = V({}, b[r.from], r, { key: t });
				e.valToPct = Ae(e), b[t] = e;
			} else {
				n = b[t] = V({}, t == S ? Lr : Rr, r), n.key = t;
				let e = n.time, a = n.range, o = Kt(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? ot : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? ot : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && Xt(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Gt : lt(n, r, e);
				}
				n.range = R(a || (e ? Di : t == S ? n.distr == 3 ? Ai : n.distr == 4 ? Mi : Ei : n.distr == 3 ? ki : n.distr == 4 ? ji : Oi)), n.auto = R(!o && n.auto), n.clamp = R(n.clamp || Ir), n._min = n._max = null, n.valToPct = Ae(n);
			}
		}
	}
	je("x"), je("y"), i == 1 && v.forEach((e) => {
		je(e.scale);
	}), y.forEach((e) => {
		je(e.scale);
	});
	for (let t in e.scales) je(t);
	let O = b[S], Ie = O.distr, Le, Re;
	O.ori == 0 ? (ze(l, w), Le = a, Re = o) : (ze(l, T), Le = o, Re = a);
	let j = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (j[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let We = e.tzDate || ((e) => new Date(gt(e / _))), Ke = e.fmtDate || _n, Je = _ == 1 ? zn(We) : Hn(We), Ye = Wn(We, Un(_ == 1 ? Rn : Vn, Ke)), $e = Yn(We, qn(Jn, Ke)), et = [], M = r.legend = V({}, Qn, e.legend), N = r.cursor = V({}, ar, { drag: { y: i == 2 } }, e.cursor), tt = M.show, st = N.show, ct = M.markers;
	M.idxs = et, ct.width = R(ct.width), ct.dash = R(ct.dash), ct.stroke = R(ct.stroke), ct.fill = R(ct.fill);
	let dt, ft, pt, F = [], ht = [], xt, Ct = !1, Et = {};
	if (M.live) {
		let e = v[1] ? v[1].values : null;
		Ct = e != null, xt = Ct ? e(r, 1, 0) : { _: 0 };
		for (let e in xt) Et[e] = Ne;
	}
	if (tt) {
		if (dt = Ve("table", le, l), pt = Ve("tbody", null, dt), M.mount(r, dt), Ct) {
			ft = Ve("thead", null, dt, pt);
			let e = Ve("tr", null, ft);
			for (var kt in Ve("th", null, e), xt) Ve("th", me, e).textContent = kt;
		} else ze(dt, de), M.live && ze(dt, ue);
	}
	let At = { show: !0 }, Ft = { show: !1 };
	function It(e, t) {
		if (t == 0 && (Ct || !M.live || i == 2)) return Gt;
		let n = [], a = Ve("tr", fe, pt, pt.childNodes[t]);
		ze(a, e.class), e.show || ze(a, ie);
		let o = Ve("th", null, a);
		if (ct.show) {
			let e = He(pe, o);
			if (t > 0) {
				let n = ct.width(r, t);
				n && (e.style.border = n + "px " + ct.dash(r, t) + " " + ct.stroke(r, t)), e.style.background = ct.fill(r, t);
			}
		}
		let s = He(me, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (ct.show || (s.style.color = e.width > 0 ? ct.stroke(r, t) : ct.fill(r, t)), zt("click", o, (t) => {
			if (N._lock) return;
			Dn(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != M.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && qi(r, e ? r == n ? At : Ft : At, !0, $.setSeries);
				});
			} else qi(n, { show: !e.show }, !0, $.setSeries);
		}, !1), An && zt(Ee, o, (t) => {
			N._lock || (Dn(t), qi(v.indexOf(e), ea, !0, $.setSeries));
		}, !1)), xt) {
			let e = Ve("td", he, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let Rt = /* @__PURE__ */ new Map();
	function zt(e, t, n, i = !0) {
		let a = Rt.get(t) || {}, o = N.bind[e](r, t, n, i);
		o && (Xe(e, t, a[e] = o), Rt.set(t, a));
	}
	function Ht(e, t, n) {
		let r = Rt.get(t) || {};
		for (let n in r) (e == null || n == e) && (Ze(n, t, r[n]), delete r[n]);
		e ?? Rt.delete(t);
	}
	let qt = 0, Qt = 0, B = 0, H = 0, en = 0, tn = 0, nn = en, rn = tn, on = B, sn = H, cn = 0, ln = 0, un = 0, dn = 0;
	r.bbox = {};
	let fn = !1, pn = !1, mn = !1, hn = !1, gn = !1, vn = !1;
	function yn(e, t, n) {
		(n || e != r.width || t != r.height) && bn(e, t), oi(!1), mn = !0, pn = !0, di();
	}
	function bn(e, t) {
		r.width = qt = B = e, r.height = Qt = H = t, en = tn = 0, Cn(), En();
		let n = r.bbox;
		cn = n.left = Lt(en * k, .5), ln = n.top = Lt(tn * k, .5), un = n.width = Lt(B * k, .5), dn = n.height = Lt(H * k, .5);
	}
	function xn() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = ri(t), i = ii(t);
			e = t == 3 || n && i, e || (bn(r.width, r.height), pn = !0);
		}
	}
	function Sn({ width: e, height: t }) {
		yn(e, t);
	}
	r.setSize = Sn;
	function Cn() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (B -= c, a == 3 ? (en += c, r = !0) : n = !0) : (H -= c, a == 0 ? (tn += c, e = !0) : t = !0));
			}
		}), Xn[0] = e, Xn[1] = n, Xn[2] = t, Xn[3] = r, B -= tr[1] + tr[3], en += tr[3], H -= tr[2] + tr[0], tn += tr[0];
	}
	function En() {
		let e = en + B, t = tn + H, n = en, r = tn;
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
		let r = e.prox = R(e.prox), i = e.bias ??= 0;
		N.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? L, u = l >= 0 && l < L, d = O.ori == 0 ? B : H, f = N.left, p = t[0], m = t[a];
			if (n.has(m[o])) {
				c = null;
				let e = null, t = null, r;
				if (i == 0 || i == -1) for (r = o; e == null && r-- > 0;) n.has(m[r]) || (e = r);
				if (i == 0 || i == 1) for (r = o; t == null && r++ < m.length;) n.has(m[r]) || (t = r);
				if (e != null || t != null) {
					if (u) {
						let n = e == null ? -Infinity : Le(p[e], O, d, 0), r = t == null ? Infinity : Le(p[t], O, d, 0), i = f - n, a = r - f;
						i <= a ? i <= l && (c = e) : a <= l && (c = t);
					} else c = t == null ? e : e == null ? t : o - e <= t - o ? e : t;
				}
			} else u && I(f - Le(p[o], O, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Dn = (e) => {
		N.event = e;
	};
	N.idxs = et, N._lock = !1;
	let On = N.points;
	On.show = R(On.show), On.size = R(On.size), On.stroke = R(On.stroke), On.width = R(On.width), On.fill = R(On.fill);
	let kn = r.focus = V({}, e.focus || { alpha: .3 }, N.focus), An = kn.prox >= 0, jn = An && On.one, Mn = [], Nn = [], Pn = [];
	function Fn(e, t) {
		let n = On.show(r, t);
		if (n instanceof HTMLElement) return ze(n, ce), ze(n, e.class), Ue(n, -10, -10, B, H), m.insertBefore(n, Mn[t]), n;
	}
	function U(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? Yt(n) ? Yn(We, qn(n, Ke)) : n || $e : n || Or, e.label = e.label || (t ? hr : mr);
		}
		if (jn || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || xi || Mt, e.fillTo = R(e.fillTo || Gr), e.pxAlign = +P(e.pxAlign, h), e.pxRound = Xr(e.pxAlign), e.stroke = R(e.stroke || null), e.fill = R(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Ar(yt(1, e.width), 1), n = e.points = V({}, {
				size: t,
				width: yt(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: Si,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = R(n.show), n.filter = R(n.filter), n.fill = R(n.fill), n.stroke = R(n.stroke), n.paths = R(n.paths), n.pxAlign = e.pxAlign;
		}
		if (tt) {
			let n = It(e, t);
			F.splice(t, 0, n[0]), ht.splice(t, 0, n[1]), M.values.push(null);
		}
		if (st) {
			et.splice(t, 0, null);
			let n = null;
			jn ? t == 0 && (n = Fn(e, t)) : t > 0 && (n = Fn(e, t)), Mn.splice(t, 0, n), Nn.splice(t, 0, 0), Pn.splice(t, 0, 0);
		}
		Oa("addSeries", t);
	}
	function In(e, t) {
		t ??= v.length, e = i == 1 ? Ti(e, t, gr, Fr) : Ti(e, t, {}, Pr), v.splice(t, 0, e), U(v[t], t);
	}
	r.addSeries = In;
	function Kn(e) {
		if (v.splice(e, 1), tt) {
			M.values.splice(e, 1), ht.splice(e, 1);
			let t = F.splice(e, 1)[0];
			Ht(null, t.firstChild), t.remove();
		}
		st && (et.splice(e, 1), Mn.splice(e, 1)[0].remove(), Nn.splice(e, 1), Pn.splice(e, 1)), Oa("delSeries", e);
	}
	r.delSeries = Kn;
	let Xn = [
		!1,
		!1,
		!1,
		!1
	];
	function Zn(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = R(e.size), e.space = R(e.space), e.rotate = R(e.rotate), Kt(e.incrs) && e.incrs.forEach((e) => {
				!Bt.has(e) && Bt.set(e, Vt(e));
			}), e.incrs = R(e.incrs || (i.distr == 2 ? wn : a ? _ == 1 ? Ln : Bn : Tn)), e.splits = R(e.splits || (a && i.distr == 1 ? Je : i.distr == 3 ? yr : i.distr == 4 ? br : vr)), e.stroke = R(e.stroke), e.grid.stroke = R(e.grid.stroke), e.ticks.stroke = R(e.ticks.stroke), e.border.stroke = R(e.border.stroke);
			let o = e.values;
			e.values = Kt(o) && !Kt(o[0]) ? R(o) : a ? Kt(o) ? Wn(We, Un(o, Ke)) : Yt(o) ? Gn(We, o) : o || Ye : o || _r, e.filter = R(e.filter || (i.distr >= 3 && i.log == 10 ? Er : i.distr == 3 && i.log == 2 ? Dr : jt)), e.font = Pi(e.font), e.labelFont = Pi(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Xn[t] = !0, e._el = He(re, f));
		}
	}
	function $n(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? gt(pr.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? gt(kr.size / 2) : 0), l;
	}
	let er = r.padding = (e.padding || [
		$n,
		$n,
		$n,
		$n
	]).map((e) => R(P(e, $n))), tr = r._padding = er.map((e, t) => e(r, t, Xn, 0)), nr, W = null, G = null, rr = i == 1 ? v[0].idxs : null, ir = null, or = !1;
	function sr(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			nr = 0;
			for (let e = 1; e < v.length; e++) nr += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), ir = t[0], nr = ir.length;
			let e = t;
			if (Ie == 2) {
				e = t.slice();
				let n = e[0] = Array(nr);
				for (let e = 0; e < nr; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (oi(!0), Oa("setData"), Ie == 2 && (mn = !0), n !== !1) {
			let e = O;
			e.auto(r, or) ? cr() : Ki(S, e.min, e.max), hn ||= N.left >= 0, vn = !0, di();
		}
	}
	r.setData = sr;
	function cr() {
		or = !0;
		let e, n;
		i == 1 && (nr > 0 ? (W = rr[0] = 0, G = rr[1] = nr - 1, e = t[0][W], n = t[0][G], Ie == 2 ? (e = W, n = G) : e == n && (Ie == 3 ? [e, n] = rt(e, e, O.log, !1) : Ie == 4 ? [e, n] = it(e, e, O.log, !1) : O.time ? n = e + gt(86400 / _) : [e, n] = lt(e, n, at, !0))) : (W = rr[0] = e = null, G = rr[1] = n = null)), Ki(S, e, n);
	}
	let lr, ur, dr, fr, xr, Sr, Cr, wr, Tr, jr;
	function Mr(e, t, n, r, i, a) {
		e ??= Se, n ??= Wt, r ??= "butt", i ??= Se, a ??= "round", e != lr && (d.strokeStyle = lr = e), i != ur && (d.fillStyle = ur = i), t != dr && (d.lineWidth = dr = t), a != xr && (d.lineJoin = xr = a), r != Sr && (d.lineCap = Sr = r), n != fr && d.setLineDash(fr = n);
	}
	function Nr(e, t, n, r) {
		t != ur && (d.fillStyle = ur = t), e != Cr && (d.font = Cr = e), n != wr && (d.textAlign = wr = n), r != Tr && (d.textBaseline = Tr = r);
	}
	function zr(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, or) && (t == null || t.min == null)) {
			let t = P(W, 0), r = P(G, i.length - 1), o = n.min == null ? nt(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = vt(e.min, n.min = o[0]), e.max = yt(e.max, n.max = o[1]);
		}
	}
	let Ur = {
		min: null,
		max: null
	};
	function Wr() {
		for (let e in b) {
			let t = b[e];
			j[e] == null && (t.min == null || j[S] != null && t.auto(r, or)) && (j[e] = Ur);
		}
		for (let e in b) {
			let t = b[e];
			j[e] == null && t.from != null && j[t.from] != null && (j[e] = Ur);
		}
		j[S] != null && oi(!0);
		let e = {};
		for (let t in j) {
			let n = j[t];
			if (n != null) {
				let a = e[t] = $t(b[t], Zt);
				if (n.min != null) V(a, n);
				else if (t != S || i == 2) {
					if (nr == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = L, a.max = -Infinity;
				}
			}
		}
		if (nr > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = j[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], W = Qe(s.min, t[0]), G = Qe(s.max, t[0]), G - W > 1 && (t[0][W] < s.min && W++, t[0][G] > s.max && G--), n.min = ir[W], n.max = ir[G];
					} else n.show && n.auto && zr(s, o, n, t[a], n.sorted);
					n.idxs[0] = W, n.idxs[1] = G;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && zr(u, j[o], r, c, r.sorted), d != null && zr(d, j[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = j[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == L ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? St(i.min) : e == 4 ? Tt(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? St(i.max) : e == 4 ? Tt(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) mn = !0, Oa("setScale", e);
			st && N.left >= 0 && (hn = vn = !0);
		}
		for (let e in j) j[e] = null;
	}
	function Kr(e) {
		let t = Dt(W - 1, 0, nr - 1), n = Dt(G + 1, 0, nr - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < nr - 1;) n++;
		return [t, n];
	}
	function qr() {
		if (nr > 0) {
			let e = v.some((e) => e._focus) && jr != kn.alpha;
			e && (d.globalAlpha = jr = kn.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Jr(n, !1), Jr(n, !0), e._paths == null)) {
					let a = jr;
					jr != e.alpha && (d.globalAlpha = jr = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Kr(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), jr != a && (d.globalAlpha = jr = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = jr;
					jr != e.alpha && (d.globalAlpha = jr = e.alpha), e._paths != null && Yr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, W, G, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, W, G, a), Yr(t, !0));
					}
					jr != n && (d.globalAlpha = jr = n), Oa("drawSeries", t);
				}
			}), e && (d.globalAlpha = jr = 1);
		}
	}
	function Jr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function Yr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = z(l * k, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = cn - l / 2, t = ln - l / 2, n = un + l, r = dn + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Qr(s, l, n.dash, n.cap, c, r, i, o, a) : Zr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Zr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Ut).band;
				Kt(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && ut(g, W, G) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Qr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Qr(n, i, a, o, s, c, l, u, d, f);
	}
	function Qr(e, t, n, r, i, a, o, s, c, l, u, f) {
		Mr(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), ei(i, o), $r(e, a, t)) : s & Hr ? (ei(i, o), d.clip(f), $r(e, a, t)) : s & Vr && (d.save(), d.clip(f), u && d.clip(u), ei(i, o), d.restore(), $r(e, a, t)) : (ei(i, o), $r(e, a, t)), (c || l || f) && d.restore();
	}
	function $r(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = lr = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function ei(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = ur = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function ti(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = Ni(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function ni(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), Mr(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function ri(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, oi(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, oi(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = ti(i, c, l, s == 0 ? B : H);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => ir[e]) : p, h = a.distr == 2 ? ir[p[1]] - ir[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = _t(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function ii(e) {
		let t = !0;
		return er.forEach((n, i) => {
			let a = n(r, i, Xn, e);
			a != tr[i] && (t = !1), tr[i] = a;
		}), t;
	}
	function ai() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = gt((t._lpos + s) * k);
				Nr(t.labelFont[0], c, "center", n == 2 ? _e : ve), d.save(), i == 1 ? (a = o = 0, d.translate(p, gt(ln + dn / 2)), d.rotate((n == 3 ? -mt : mt) / 2)) : (a = gt(cn + un / 2), o = p);
				let m = Ot(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? un : dn, h = i == 0 ? cn : ln, _ = t._splits, v = p.distr == 2 ? _.map((e) => ir[e]) : _, x = p.distr == 2 ? ir[_[1]] - ir[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = gt(w * k), E = gt((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * k), ee = t._rotate * -mt / 180, te = g(t._pos * k), ne = te + (T + E) * l;
			o = i == 0 ? ne : 0, a = i == 1 ? ne : 0;
			let re = t.font[0];
			Nr(re, c, t.align == 1 ? ye : t.align == 2 ? be : ee > 0 ? ye : ee < 0 ? be : i == 0 ? "center" : n == 3 ? be : ye, ee || i == 1 ? "middle" : n == 2 ? _e : ve);
			let ie = t.font[1] * t.lineGap, ae = _.map((e) => g(s(e, p, m, h))), oe = t._values;
			for (let e = 0; e < oe.length; e++) {
				let t = oe[e];
				if (t != null) {
					i == 0 ? a = ae[e] : o = ae[e], t = "" + t;
					let n = t.indexOf("\n") == -1 ? [t] : t.split(/\n/gm);
					for (let e = 0; e < n.length; e++) {
						let t = n[e];
						ee ? (d.save(), d.translate(a, o + e * ie), d.rotate(ee), d.fillText(t, 0, 0), d.restore()) : d.fillText(t, a, o + e * ie);
					}
				}
			}
			S.show && ni(ae, S.filter(r, v, e, f, x), i, n, te, T, z(S.width * k, 3), S.stroke(r, e), S.dash, S.cap);
			let se = t.grid;
			se.show && ni(ae, se.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? ln : cn, i == 0 ? dn : un, z(se.width * k, 3), se.stroke(r, e), se.dash, se.cap), C.show && ni([te], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? ln : cn, i == 1 ? dn : un, z(C.width * k, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Oa("drawAxes");
	}
	function oi(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let si = !1, ci = !1, li = [];
	function ui() {
		ci = !1;
		for (let e = 0; e < li.length; e++) Oa(...li[e]);
		li.length = 0;
	}
	function di() {
		si ||= (an(pi), !0);
	}
	function fi(e, t = !1) {
		si = !0, ci = t, e(r), pi(), t && li.length > 0 && queueMicrotask(ui);
	}
	r.batch = fi;
	function pi() {
		if (fn &&= (Wr(), !1), mn &&= (xn(), !1), pn) {
			if (A(p, ye, en), A(p, _e, tn), A(p, D, B), A(p, ge, H), A(m, ye, en), A(m, _e, tn), A(m, D, B), A(m, ge, H), A(f, D, qt), A(f, ge, Qt), u.width = gt(qt * k), u.height = gt(Qt * k), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						A(e, a ? "left" : "top", r - t), A(e, a ? "width" : "height", n), A(e, a ? "top" : "left", a ? tn : en), A(e, a ? "height" : "width", a ? H : B), Be(e, ie);
					} else ze(e, ie);
				}
			}), lr = ur = dr = xr = Sr = Cr = wr = Tr = fr = null, jr = 1, pa(!0), en != nn || tn != rn || B != on || H != sn) {
				oi(!1);
				let e = B / on, t = H / sn;
				if (st && !hn && N.left >= 0) {
					N.left *= e, N.top *= t, _i && Ue(_i, gt(N.left), 0, B, H), vi && Ue(vi, 0, gt(N.top), B, H);
					for (let n = 0; n < Mn.length; n++) {
						let r = Mn[n];
						r != null && (Nn[n] *= e, Pn[n] *= t, Ue(r, _t(Nn[n]), _t(Pn[n]), B, H));
					}
				}
				if (X.show && !gn && X.left >= 0 && X.width > 0) {
					X.left *= e, X.width *= e, X.top *= t, X.height *= t;
					for (let e in ga) A(Ui, e, X[e]);
				}
				nn = en, rn = tn, on = B, sn = H;
			}
			Oa("setSize"), pn = !1;
		}
		qt > 0 && Qt > 0 && (d.clearRect(0, 0, u.width, u.height), Oa("drawClear"), ke.forEach((e) => e()), Oa("draw")), X.show && gn && (Wi(X), gn = !1), st && hn && (da(null, !0, !1), hn = !1), M.show && M.live && vn && (la(), vn = !1), c || (c = !0, r.status = 1, Oa("ready")), or = !1, si = !1;
	}
	r.redraw = (e, t) => {
		mn = t || !1, e === !1 ? di() : Ki(S, O.min, O.max);
	};
	function mi(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (nr == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (nr > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && nr > 0 && (n.min = Qe(n.min, t[0]), n.max = Qe(n.max, t[0]), n.min == n.max && n.max++), j[e] = n, fn = !0, di();
		}
	}
	r.setScale = mi;
	let hi, gi, _i, vi, bi, Ii, Li, Ri, zi, Bi, K, q, Vi = !1, Hi = N.drag, J = Hi.x, Y = Hi.y;
	st && (N.x && (hi = He(oe, m)), N.y && (gi = He(se, m)), O.ori == 0 ? (_i = hi, vi = gi) : (_i = gi, vi = hi), K = N.left, q = N.top);
	let X = r.select = V({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Ui = X.show ? He(ae, X.over ? m : p) : null;
	function Wi(e, t) {
		if (X.show) {
			for (let t in e) X[t] = e[t], t in ga && A(Ui, t, e[t]);
			t !== !1 && Oa("setSelect");
		}
	}
	r.setSelect = Wi;
	function Gi(e) {
		if (v[e].show) tt && Be(F[e], ie);
		else if (tt && ze(F[e], ie), st) {
			let t = jn ? Mn[0] : Mn[e];
			t != null && Ue(t, -10, -10, B, H);
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
		}), n !== !1 && Oa("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = qi;
	function Ji(e, t) {
		V(x[e], t);
	}
	function Yi(e, t) {
		e.fill = R(e.fill || null), e.dir = P(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Xi(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = Yi, r.setBand = Ji, r.delBand = Xi;
	function Zi(e, t) {
		v[e].alpha = t, st && Mn[e] != null && (Mn[e].style.opacity = t), tt && F[e] && (F[e].style.opacity = t);
	}
	let Z, Qi, $i, ea = { focus: !0 };
	function ta(e) {
		if (e != $i) {
			let t = e == null, n = kn.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Zi(a, i ? 1 : kn.alpha);
				}
			}), $i = e, n && di();
		}
	}
	tt && An && zt(De, dt, (e) => {
		N._lock || (Dn(e), $i != null && qi(null, ea, !0, $.setSeries));
	});
	function na(e, t, n) {
		let r = b[t];
		n && (e = e / k - (r.ori == 1 ? tn : en));
		let i = B;
		r.ori == 1 && (i = H, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? bt(10, c) : l == 4 ? wt(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function ra(e, n) {
		return Qe(na(e, S, n), t[0], W, G);
	}
	r.valToIdx = (e) => Qe(e, t[0]), r.posToIdx = ra, r.posToVal = na, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? un : B, n ? cn : 0) : o(e, b[t], n ? dn : H, n ? ln : 0), r.setCursor = (e, t, n) => {
		K = e.left, q = e.top, da(null, t, n);
	};
	function ia(e, t) {
		A(Ui, ye, X.left = e), A(Ui, D, X.width = t);
	}
	function aa(e, t) {
		A(Ui, _e, X.top = e), A(Ui, ge, X.height = t);
	}
	let oa = O.ori == 0 ? ia : aa, sa = O.ori == 1 ? ia : aa;
	function ca() {
		if (tt && M.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && Ct) continue;
			let t = M.values[e], n = 0;
			for (let r in t) ht[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function la(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			et[t] = e;
		}) : Jt(e.idx) || et.fill(e.idx), M.idx = et[0]), tt && M.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !Ct) && ua(e, et[e]);
			ca();
		}
		vn = !1, t !== !1 && Oa("setLegend");
	}
	r.setLegend = la;
	function ua(e, n) {
		let i = v[e], a = e == 0 && Ie == 2 ? ir : t[e], o;
		Ct ? o = i.values(r, e, n) ?? Et : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? Et : { _: o }), M.values[e] = o;
	}
	function da(e, n, a) {
		zi = K, Bi = q, [K, q] = N.move(r, K, q), N.left = K, N.top = q, st && (_i && Ue(_i, gt(K), 0, B, H), vi && Ue(vi, 0, gt(q), B, H));
		let o, s = W > G;
		Z = L, Qi = null;
		let c = O.ori == 0 ? B : H, l = O.ori == 1 ? B : H;
		if (K < 0 || nr == 0 || s) {
			o = N.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = Mn[e];
				t != null && Ue(t, -10, -10, B, H);
			}
			An && qi(null, ea, !0, e == null && $.setSeries), M.live && (et.fill(o), vn = !0);
		} else {
			let e, n, a;
			i == 1 && (e = O.ori == 0 ? K : q, n = na(e, S), o = N.idx = Qe(n, t[0], W, G), a = Le(t[0][o], O, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = et[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = N.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (vn = vn || S != y || x != _, et[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : Le(i == 1 ? t[0][x] : t[e][0][x], O, c, 0), _ = S == null ? -10 : Re(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (An && S != null) {
						let t = O.ori == 1 ? K : q, n = I(kn.dist(r, e, x, _, t));
						if (n < Z) {
							let r = kn.bias;
							if (r != 0) {
								let i = na(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Z = n, Qi = e);
							} else Z = n, Qi = e;
						}
					}
					if (vn || jn) {
						let t, i;
						O.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = On.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = On.size(r, e);
						if (v = On.fill(r, e), g = On.stroke(r, e), jn) e == Qi && Z <= kn.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = Mn[e];
							t != null && (Nn[e] = c, Pn[e] = l, qe(t, a, o, y), Ge(t, v, g), Ue(t, _t(c), _t(l), B, H));
						}
					}
				}
			}
			if (jn) {
				let e = kn.prox;
				if (vn || ($i == null ? Z <= e : Z > e || Qi != $i)) {
					let e = Mn[0];
					e != null && (Nn[0] = s, Pn[0] = u, qe(e, d, f, p), Ge(e, m, h), Ue(e, _t(s), _t(u), B, H));
				}
			}
		}
		if (X.show && Vi) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (J = s._x, Y = s._y, J || Y) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && J ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = Le(m(h, a), _, c, 0), y = Le(m(h + g, a), _, c, 0), oa(vt(v, y), I(y - v))) : oa(0, c), S && Y ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = Re(m(h, o), _, l, 0), y = Re(m(h + g, o), _, l, 0), sa(vt(v, y), I(y - v))) : sa(0, l);
				} else _a();
			} else {
				let e = I(zi - bi), t = I(Bi - Ii);
				if (O.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				J = Hi.x && e >= Hi.dist, Y = Hi.y && t >= Hi.dist;
				let n = Hi.uni;
				n == null ? Hi.x && Hi.y && (J || Y) && (J = Y = !0) : J && Y && (J = e >= n, Y = t >= n, !J && !Y && (t > e ? Y = !0 : J = !0));
				let r, i;
				J && (O.ori == 0 ? (r = Li, i = K) : (r = Ri, i = q), oa(vt(r, i), I(i - r)), Y || sa(0, l)), Y && (O.ori == 1 ? (r = Li, i = K) : (r = Ri, i = q), sa(vt(r, i), I(i - r)), J || oa(0, c)), !J && !Y && (oa(0, 0), sa(0, 0));
			}
		}
		if (Hi._x = J, Hi._y = Y, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : na(O.ori == 0 ? K : q, e), $.values[1] = t == null ? null : na(O.ori == 1 ? K : q, t);
				}
				Ma(Ce, r, K, q, B, H, o);
			}
			if (An) {
				let e = a && $.setSeries, t = kn.prox;
				$i == null ? Z <= t && qi(Qi, ea, !0, e) : Z > t ? qi(null, ea, !0, e) : Qi != $i && qi(Qi, ea, !0, e);
			}
		}
		vn && (M.idx = o, la()), n !== !1 && Oa("setCursor");
	}
	let fa = null;
	Object.defineProperty(r, "rect", { get() {
		return fa ?? pa(!1), fa;
	} });
	function pa(e = !1) {
		e ? fa = null : (fa = m.getBoundingClientRect(), Oa("syncRect", fa));
	}
	function ma(e, t, n, r, i, a, o) {
		N._lock || Vi && e != null && e.movementX == 0 && e.movementY == 0 || (ha(e, t, n, r, i, a, o, !1, e != null), e == null ? da(t, !0, !1) : da(null, !0, !0));
	}
	function ha(e, t, n, i, a, o, c, l, u) {
		if (fa ?? pa(!1), Dn(e), e != null) n = e.clientX - fa.left, i = e.clientY - fa.top;
		else {
			if (n < 0 || i < 0) {
				K = -10, q = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = O.ori == 0 ? B : H, _ = O.ori == 1 ? B : H, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, O.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == Ce) && ((n <= 1 || n >= B - 1) && (n = Lt(n, B)), (i <= 1 || i >= H - 1) && (i = Lt(i, H))), l ? (bi = n, Ii = i, [Li, Ri] = N.move(r, n, i)) : (K = n, q = i);
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
		Vi = !0, J = Y = Hi._x = Hi._y = !1, ha(e, t, n, i, a, o, s, !0, !1), e != null && (zt(Te, Pe, Ca, !1), Ma(we, r, Li, Ri, B, H, null));
		let { left: c, top: l, width: u, height: d } = X;
		va = c, ya = l, ba = u, xa = d;
	}
	function Ca(e, t, n, i, a, o, s) {
		Vi = Hi._x = Hi._y = !1, ha(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = X, f = u > 0 || d > 0, p = va != c || ya != l || ba != u || xa != d;
		if (f && p && Wi(X), Hi.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (O.ori == 1 && (e = l, t = d, n = c, r = u), J && Ki(S, na(e, S), na(e + t, S)), Y) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != L && Ki(e, na(n + r, e), na(n, e));
			}
			_a();
		} else N.lock && (N._lock = !N._lock, da(t, !0, e != null));
		e != null && (Ht(Te, Pe), Ma(Te, r, K, q, B, H, null));
	}
	function Q(e, t, n, r, i, a, o) {
		if (N._lock) return;
		Dn(e);
		let s = Vi;
		if (Vi) {
			let e = !0, t = !0, n, r;
			O.ori == 0 ? (n = J, r = Y) : (n = Y, r = J), n && r && (e = K <= 10 || K >= B - 10, t = q <= 10 || q >= H - 10), n && e && (K = K < Li ? 0 : B), r && t && (q = q < Ri ? 0 : H), da(null, !0, !0), Vi = !1;
		}
		K = -10, q = -10, et.fill(null), da(null, !0, !0), s && (Vi = s);
	}
	function wa(e, t, n, i, a, o, s) {
		N._lock || (Dn(e), cr(), _a(), e != null && Ma(Oe, r, K, q, B, H, null));
	}
	function Ta() {
		y.forEach(Fi), yn(r.width, r.height, !0);
	}
	Xe(Me, Fe, Ta);
	let Ea = {};
	Ea.mousedown = Sa, Ea.mousemove = ma, Ea.mouseup = Ca, Ea.dblclick = wa, Ea.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && qi(n, i, !0, !1);
	}, st && (zt(we, m, Sa), zt(Ce, m, ma), zt(Ee, m, (e) => {
		Dn(e), pa(!1);
	}), zt(De, m, Q), zt(Oe, m, wa), yi.add(r), r.syncRect = pa);
	let Da = r.hooks = e.hooks || {};
	function Oa(e, t, n) {
		ci ? li.push([
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
	let ka = (e, t, n) => n, $ = V({
		key: null,
		setSeries: !1,
		filters: {
			pub: Nt,
			sub: Nt
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Pt,
			Pt,
			ka
		],
		values: [null, null]
	}, N.sync);
	$.match.length == 2 && $.match.push(ka), N.sync = $;
	let Aa = $.key, ja = Br(Aa);
	function Ma(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Ea[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), yi.delete(r), Rt.clear(), Ze(Me, Fe, Ta), l.remove(), dt?.remove(), Oa("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Oa("init", e, t), sr(t || e.data, !1), j[S] ? mi(S, j[S]) : cr(), gn = X.show && (X.width > 0 || X.height > 0), hn = vn = !0, yn(e.width, e.height);
	}
	return v.forEach(U), y.forEach(Zn), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
Ii.assign = V, Ii.fmtNum = pt, Ii.rangeNum = lt, Ii.rangeLog = rt, Ii.rangeAsinh = it, Ii.orient = Ur, Ii.pxRatio = k, Ii.join = rn, Ii.fmtDate = _n, Ii.tzDate = yn, Ii.sync = Br;
{
	Ii.addGap = Jr, Ii.clipGaps = qr;
	let e = Ii.paths = { points: ci };
	e.linear = fi, e.stepped = pi, e.bars = hi, e.spline = _i;
}
// src/views/charts.ts
var Li = class {
	root;
	onPick;
	charts = [];
	selectedStep = null;
	tracedSteps = [];
	constructor(e, t) {
		this.root = e, this.onPick = t, window.addEventListener("resize", () => this.resize());
	}
	show(e, t, n) {
		this.destroy(), this.tracedSteps = t;
		for (let { tag: t, points: r } of e) {
			let e = document.createElement("div");
			e.className = "chart", e.dataset.tag = t;
			let i = document.createElement("div");
			i.className = "chart-title", i.textContent = t, e.append(i), this.root.append(e);
			let a = r.map((e) => e[0]), s = r.map((e) => o(e[2])), c = new Ii(this.options(e, n), [a, s], e);
			c.over.addEventListener("click", () => {
				let e = c.cursor.left;
				e !== void 0 && e >= 0 && this.onPick(c.posToVal(e, "x"));
			}), this.charts.push({
				plot: c,
				box: e
			});
		}
		if (e.length === 0) {
			let e = document.createElement("div");
			e.className = "empty", e.textContent = "No scalars in this run: log them with TraceLogger.log_scalars(metrics, step).", this.root.append(e);
		}
	}
	marks(e) {
		this.tracedSteps = e;
		for (let { plot: e } of this.charts) e.redraw(!1, !1);
	}
	select(e) {
		this.selectedStep = e;
		for (let { plot: e } of this.charts) e.redraw(!1, !1);
	}
	options(e, t) {
		let n = t ? "#bbb" : "#555", r = t ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)", i = {
			stroke: n,
			grid: { stroke: r },
			ticks: { stroke: r }
		};
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
			axes: [i, {
				...i,
				size: 56
			}],
			series: [{}, {
				stroke: t ? "#ff9e40" : "#e65100",
				width: 1.5,
				spanGaps: !0
			}],
			hooks: { draw: [(e) => this.drawMarks(e, t)] }
		};
	}
	drawMarks(e, t) {
		let n = e.ctx, { top: r, height: i } = e.bbox;
		n.save(), n.fillStyle = t ? "rgba(120,180,255,0.7)" : "rgba(25,118,210,0.7)";
		let a = 4 * devicePixelRatio;
		for (let t of this.tracedSteps) {
			let o = e.valToPos(t, "x", !0);
			n.fillRect(o - .5 * devicePixelRatio, r + i - a, devicePixelRatio, a);
		}
		if (this.selectedStep !== null) {
			let a = e.valToPos(this.selectedStep, "x", !0);
			n.strokeStyle = t ? "#90caf9" : "#1565c0", n.lineWidth = 1.5 * devicePixelRatio, n.beginPath(), n.moveTo(a, r), n.lineTo(a, r + i), n.stroke();
		}
		n.restore();
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
}, Ri = [
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
		values: c
	}
];
function zi(e) {
	let t = [];
	for (let n of Ri) {
		let r = n.values(e);
		r && t.push({
			label: n.label,
			values: r,
			color: [n.light, n.dark]
		});
	}
	return t;
}
var Bi = [
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
], K = class {
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
		let n = zi(e);
		if (n.length === 0) return;
		let r = document.createElement("div");
		r.className = "chart-title", r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(e.tokenIds, (e, t) => t), a = t ? "#bbb" : "#555", o = { stroke: t ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)" };
		this.plot = new Ii({
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
				incrs: Bi
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
}, q = [
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
], Vi = [
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
function Hi(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var J = [
	160,
	160,
	160
];
function Y(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function X(e, t) {
	let n = Y(e, t);
	return Number.isNaN(n) ? J : Hi(e.kind === "sequential" ? q : Vi, n);
}
function Ui(e, t) {
	let n = Y(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function Wi(e) {
	let t = [`${e}.missing { background: ${Ki(J)}; color: #000; }`];
	for (let [n, r] of [["sequential", q], ["diverging", Vi]]) for (let i = 0; i < 64; i++) {
		let a = Hi(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${Ki(a)}; color: ${Gi(a)}; }`);
	}
	return t.join("\n");
}
function Gi(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function Ki(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function qi(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? q : Vi).map((e) => Ki(e)).join(", ")})`;
}
// src/views/exploration.ts
var Ji = [
	"exploration/forking_share",
	"exploration/top1_prob/mean",
	"exploration/exploratory_share",
	"exploration/groups/dead_share"
], Yi = 160;
function Xi(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
var Zi = class {
	root;
	onPick;
	data = null;
	selected = null;
	canvas;
	title;
	constructor(e, t) {
		this.root = e, this.onPick = t, this.title = document.createElement("div"), this.title.className = "chart-title", this.canvas = document.createElement("canvas"), this.canvas.className = "entropy-heatmap", this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = Xi(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
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
		this.canvas.width = t * n, this.canvas.height = Yi * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${Yi}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = Yi / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = Ki(X(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, Yi - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = 0;
			for (let n = 1; n < i; n++) Math.abs(e.steps[n] - this.selected) < Math.abs(e.steps[t] - this.selected) && (t = n);
			r.strokeStyle = "#ff6f00", r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
};
// src/format.ts
function Z(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
function Qi(e) {
	return e === "" ? "∅" : e.replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
function $i(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = r > 0 ? e[r - 1] : "";
		(r === 0 || n >= 256 && i.endsWith("\n") || n >= 1024) && (t.push(r), n = 0), n++;
	}
	return t;
}
function ea(e, t) {
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r + 1 >> 1;
		e[i] <= t ? n = i : r = i - 1;
	}
	return n;
}
var ta = 24.7, na = 7.9, ra = class {
	trace;
	values;
	scale;
	element;
	starts;
	blocks = [];
	filled = [];
	spans;
	observer;
	constructor(e, t, n) {
		this.trace = e, this.values = t, this.scale = n, this.element = document.createElement("div"), this.element.className = "path", this.starts = $i(e.tokenText), this.spans = Array(e.tokenIds.length), this.observer = new IntersectionObserver((e) => {
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
			n.style.minHeight = `${Math.ceil(i * na / 900) * ta}px`, this.blocks.push(n), this.filled.push(!1), this.element.append(n), this.observer.observe(n);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(ea(this.starts, e)), this.spans[e];
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
			e.className = n && r ? `tok ${Ui(r, n[i])}` : "tok", e.textContent = Qi(t.tokenText[i]), e.dataset.i = String(i), t.responseMask && !t.responseMask[i] && (e.classList.add("masked"), e.title = "not generated by the policy (response_mask 0)"), this.spans[i] = e, o.append(e);
		}
		i.append(o), i.style.minHeight = "", this.observer.unobserve(i);
	}
}, ia = class {
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
			let t = new ra(e, r, i);
			t.element.classList.add("compact"), this.strips.push(t), s.append(t.element);
		}
		this.root.append(s);
	}
};
// src/views/group.ts
function aa(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (o(t.score) ?? -Infinity) - (o(e.score) ?? -Infinity));
}
function oa(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
var sa = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new ia(e);
	}
	clear() {
		this.rows.clear();
	}
	show(e, t, n) {
		this.rows.clear();
		let r = document.createElement("div");
		r.className = "chart-title", r.textContent = `group ${e}: ${t.length} recorded responses to the same prompt`, this.rows.root.append(r);
		for (let e of t) {
			let t = d(e), r = t.find((e) => e.key === n) ?? t[0], i = r.values(e);
			this.rows.add(e, `#${e.sampleIndex} · score ${Z(e.score)} · mean advantage ${Z(oa(e.fields.get("advantage")))}`, () => this.onOpen(e.sampleIndex), i, i ? f(r, i) : null, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, ca = 14, la = {
	kind: "sequential",
	min: 0,
	max: 1
};
function ua(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
var da = class {
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
			let t = this.start + Math.floor(e.offsetX / ca);
			this.trace && t < this.trace.tokenIds.length && this.onPosition(t);
		}), this.root.append(t, n), this.canvas = n, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / ca)), o = t.tokenIds.length;
		this.start = ua(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * ca * c, e.height = n * ca * c, e.style.width = `${s * ca}px`, e.style.height = `${n * ca}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = Ki(X(la, Math.exp(i[a * n + o]))), l.fillRect(e * ca, o * ca, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * ca + 1, o * ca + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * ca + .5, .5, 13, n * ca - 1));
		}
	}
};
// src/views/history.ts
function fa(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function pa(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
var ma = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new ia(e);
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
			let t = fa(e, o);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${Z(e.score)}`, () => this.onOpen(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), o = e;
		}
	}
}, ha = [
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
		value: (e) => o(e.score)
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
		value: (e) => o(e.mean_entropy)
	},
	{
		key: "kl",
		label: "KL̄",
		title: "mean log π − log π_ref",
		value: (e) => o(e.mean_kl)
	}
];
function ga(e, t, n) {
	let r = ha.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var _a = {
	score: (e) => o(e.score),
	len: (e) => e.length,
	entropy: (e) => o(e.mean_entropy),
	kl: (e) => o(e.mean_kl)
}, va = /^(score|len|entropy|kl)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function ya(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1].toLowerCase());
}
function ba(e, t, n) {
	if (n !== void 0 && !ya(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = va.exec(t);
		if (n) {
			let t = _a[n[1]](e), r = Number(n[3]);
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
function xa(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
var Sa = class {
	root;
	onSelect;
	onNeedTexts;
	sortKey = "sample";
	descending = !1;
	filter = "";
	texts = null;
	filterInput;
	body;
	detail = null;
	selectedSample = null;
	constructor(e, t, n = () => {}) {
		this.root = e, this.onSelect = t, this.onNeedTexts = n, this.filterInput = document.createElement("input"), this.filterInput.type = "search", this.filterInput.className = "sample-filter", this.filterInput.placeholder = "filter: score>0.5 len<200 best \"text in prompt or response\"", this.filterInput.setAttribute("aria-label", "filter samples"), this.filterInput.addEventListener("input", () => {
			this.filter = this.filterInput.value, ya(this.filter).length && this.texts === null && this.onNeedTexts(), this.render();
		}), this.body = document.createElement("div"), this.root.append(this.filterInput, this.body);
	}
	visibleSamples() {
		return this.detail ? ga(this.detail.samples.filter((e) => ba(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return ya(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let e = this.detail;
		if (this.filterInput.hidden = !e, !e) return;
		let t = document.createElement("div");
		t.className = "samples-caption";
		let n = this.visibleSamples();
		t.textContent = `Step ${e.step}: ${e.samples.length} recorded of ${e.batch_size} responses` + (n.length < e.samples.length ? ` (${n.length} match the filter)` : ""), this.body.append(t);
		let r = document.createElement("table");
		r.className = "samples";
		let i = r.createTHead().insertRow();
		for (let e of ha) {
			let t = document.createElement("th");
			t.textContent = e.label + (this.sortKey === e.key ? this.descending ? " ▼" : " ▲" : ""), t.title = `${e.title} (click to sort)`, t.tabIndex = 0, t.dataset.key = e.key;
			let n = () => {
				this.descending = this.sortKey === e.key ? !this.descending : e.key !== "sample", this.sortKey = e.key, this.render();
			};
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n()), i.append(t);
		}
		let a = r.createTBody();
		for (let e of n) {
			let t = a.insertRow();
			t.tabIndex = 0, t.dataset.sample = String(e.sample_index), e.sample_index === this.selectedSample && t.classList.add("selected");
			for (let n of ha) {
				let r = n.value(e), i = t.insertCell();
				n.key === "group" ? (i.textContent = xa(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Z(r) : String(r ?? "–");
			}
			let n = () => this.onSelect(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(r);
	}
}, Ca = {
	log_prob: "log-prob",
	entropy: "entropy",
	value: "value",
	token_reward: "reward",
	advantage: "advantage",
	returns: "return",
	ref_log_prob: "ref log-prob",
	kl: "KL (k1)"
};
function Q(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
function wa(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
var Ta = !1;
function Ea() {
	if (Ta) return;
	Ta = !0;
	let e = document.createElement("style");
	e.textContent = Wi(".tok"), document.head.append(e);
}
var Da = class {
	root;
	onMetric;
	onActivate;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(e, t, n = () => {}) {
		this.root = e, this.onMetric = t, this.onActivate = n, this.card = Q("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), Ea();
	}
	show(e, t) {
		if (this.trace = e, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.strip?.dispose(), this.strip = null, !e) return;
		let n = d(e);
		this.metric = n.find((e) => e.key === t) ?? n[0];
		let r = Q("div", "path-header"), i = Q("select", "metric-picker");
		i.setAttribute("aria-label", "colour tokens by");
		for (let t of n) {
			let n = Q("option", void 0, t.label);
			n.value = t.key, n.disabled = t.values(e) === null, n.selected = t.key === this.metric.key, i.append(n);
		}
		i.addEventListener("change", () => this.onMetric(i.value)), r.append(Q("span", "label", "colour by"), i);
		let a = this.metric.values(e);
		r.append(this.legend(a));
		let o = [`step ${e.step}`, `sample ${e.sampleIndex}`];
		if (e.groupId && o.push(`group ${xa(e.groupId)}`), e.score !== null && o.push(`score ${Z(e.score)}`), r.append(Q("span", "meta", o.join(" · "))), this.root.append(r), e.promptText) {
			let t = Q("div", "prompt");
			t.append(Q("span", "label", "prompt "), Q("span", "prompt-text", e.promptText)), this.root.append(t);
		}
		let s = new ra(e, a, a ? f(this.metric, a) : null);
		this.strip = s;
		let c = s.element;
		c.tabIndex = 0, c.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), e.tokenIds.length === 0 && (e.responseText ? (c.append(Q("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), c.append(Q("div", "text-only", e.responseText))) : c.append(Q("span", "empty", "(empty response)"))), c.addEventListener("mouseover", (e) => {
			let t = s.indexOf(e.target);
			t >= 0 && this.activate(t);
		}), c.addEventListener("mouseleave", () => {
			document.activeElement !== c && this.activate(-1);
		}), c.addEventListener("focus", () => this.activate(Math.max(0, this.active))), c.addEventListener("blur", () => this.activate(-1)), c.addEventListener("keydown", (e) => {
			let t = {
				ArrowRight: 1,
				ArrowLeft: -1,
				Home: -Infinity,
				End: Infinity
			};
			if (!(e.key in t) || s.length === 0) return;
			e.preventDefault();
			let n = Math.min(s.length - 1, Math.max(0, this.active + t[e.key]));
			this.activate(Number.isFinite(n) ? n : 0);
		}), this.root.append(c);
	}
	legend(e) {
		let t = Q("span", "legend");
		if (!e || !this.metric) return t.textContent = "not logged for this sample", t;
		let n = f(this.metric, e), r = Q("span", "legend-bar");
		r.style.background = qi(n.kind);
		let i = Math.max(Math.abs(n.min), Math.abs(n.max)), [a, o] = n.kind === "diverging" ? [-i, i] : [n.min, n.max];
		return t.append(Q("span", "legend-min", Z(a, 2)), r, Q("span", "legend-max", Z(o, 2))), t;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.strip || e.length === 0) return !1;
		let t = wa(e);
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
		let n = Q("div", "card-title");
		n.append(Q("span", "card-token", Qi(e.tokenText[t])), Q("span", "card-id", `id ${e.tokenIds[t]} · position ${t}`)), this.card.append(n);
		let { alternatives: r, rank: i } = p(e, t), a = Q("table", "card-numbers"), o = (e, t) => {
			let n = a.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		};
		e.responseMask && !e.responseMask[t] && o("response_mask", "0: not a policy token");
		let s = e.fields.get("log_prob");
		s && o("probability", Z(Math.exp(s[t]), 4)), e.topK && o("rank", i === null ? `> ${e.topK.k}` : String(i));
		for (let [n, r] of e.fields) o(Ca[n] ?? n.replace(/^extra:/, ""), Z(r[t], 4));
		let l = e.fields.has("kl") ? null : c(e);
		if (l && o("KL (k1)", Z(l[t], 4)), r.length) {
			let n = Q("div", "topk");
			n.append(Q("div", "topk-title", `top-${r.length} alternatives`));
			for (let i of r) {
				let r = Q("div", "topk-row");
				i.id === e.tokenIds[t] && r.classList.add("chosen");
				let a = Q("span", "topk-bar");
				a.style.width = `${Math.max(1, i.prob * 100)}%`, r.append(Q("span", "topk-text", Qi(i.text)), Q("span", "topk-track", void 0), Q("span", "topk-prob", Z(i.prob, 3))), r.children[1].append(a), n.append(r);
			}
			this.card.append(n);
		}
		this.card.append(a);
	}
}, Oa = [
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
function ka(e) {
	let t = new Set(e), n = [];
	for (let e of Oa) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
function $(e) {
	return e instanceof m ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var Aa = class {
	store = new v(y());
	charts;
	samples;
	path;
	exploration;
	explorationCharts;
	explorationRoot;
	curves;
	heatmap;
	group;
	groupButton;
	history;
	historyButton;
	runSelect;
	splitSelect;
	addChart;
	stepLabel;
	status;
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
		this.stepLabel = document.createElement("span"), this.stepLabel.className = "step-label", this.addChart = document.createElement("select"), this.addChart.setAttribute("aria-label", "add a chart"), this.addChart.addEventListener("change", () => {
			let e = this.addChart.value;
			this.addChart.value = "", e && !this.store.state.chartTags.includes(e) && this.loadCharts([...this.store.state.chartTags, e]);
		}), this.status = document.createElement("span"), this.status.className = "status", this.status.setAttribute("role", "status");
		let i = document.createElement("label");
		i.append("Run ", this.runSelect), t.append(i, this.splitSelect, n, this.stepLabel, r, this.addChart, this.status);
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
		p.className = "curves";
		let m = document.createElement("div");
		m.className = "heatmap-pane", this.groupButton = document.createElement("button"), this.groupButton.className = "view-button group-button", this.groupButton.hidden = !0, this.groupButton.addEventListener("click", () => void this.showGroup());
		let h = document.createElement("div");
		h.className = "group-view", this.historyButton = document.createElement("button"), this.historyButton.className = "view-button history-button", this.historyButton.textContent = "Follow this prompt across training", this.historyButton.hidden = !0, this.historyButton.addEventListener("click", () => void this.showHistory());
		let g = document.createElement("div");
		g.className = "history-view";
		let _ = document.createElement("div");
		_.className = "view-buttons", _.append(this.groupButton, this.historyButton), d.append(f, _, p, m, h, g), l.append(u, d), e.append(t, a, o, l), this.charts = new Li(a, (e) => {
			let t = b(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.explorationRoot = o, this.exploration = new Zi(s, (e) => {
			this.store.set({ metric: "entropy" });
			let t = b(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.explorationCharts = new Li(c, (e) => {
			let t = b(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.samples = new Sa(u, (e) => void this.selectSample(e), () => void this.loadTexts()), this.path = new Da(f, (e) => this.store.set({ metric: e }), (e) => {
			this.curves.point(e), this.heatmap.point(e);
		}), this.curves = new K(p, (e) => this.path.focusToken(e)), this.heatmap = new da(m, (e) => this.path.focusToken(e)), this.group = new sa(h, (e) => void this.selectSample(e)), this.history = new ma(g, (e, t) => void this.selectStep(e, t)), this.store.subscribe((e, t) => {
			if (t.has("message") && (this.status.textContent = e.message?.text ?? "", this.status.dataset.kind = e.message?.kind ?? ""), (t.has("step") || t.has("steps")) && (this.stepLabel.textContent = e.step === null ? "no step" : `step ${e.step}`, this.charts.select(e.step), this.explorationCharts.select(e.step), this.exploration.select(e.step)), (t.has("stepDetail") || t.has("sample")) && (this.samples.show(e.stepDetail, e.sample), t.has("stepDetail") && this.samples.wantsTexts() && this.loadTexts()), t.has("trace") || t.has("metric")) {
				this.path.show(e.trace, e.metric), this.curves.show(e.trace, e.dark), this.heatmap.show(e.trace), this.group.clear();
				let t = e.trace && e.stepDetail && e.trace.groupId ? aa(e.stepDetail.samples, e.trace.groupId) : [];
				this.groupButton.hidden = t.length < 2, this.groupButton.textContent = `Compare the ${t.length} responses of this group`, this.history.clear(), this.historyButton.hidden = e.trace === null;
			}
			t.has("dark") && document.documentElement.classList.toggle("dark", e.dark);
		}), document.addEventListener("keydown", (e) => {
			e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || (e.key === "[" && this.moveStep(-1), e.key === "]" && this.moveStep(1), e.key === "j" && this.moveSample(1), e.key === "k" && this.moveSample(-1), e.key === "n" && this.path.nextUncertainToken());
		}), x((e) => {
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
	async start() {
		this.store.set({ message: {
			kind: "info",
			text: "Loading runs…"
		} });
		try {
			let e = await _.runs();
			if (this.store.set({ runs: e }), this.runSelect.replaceChildren(...e.map((e) => new Option(e.splits.length ? e.run : `${e.run} (no traces)`, e.run))), e.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions."
				} });
				return;
			}
			await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: `Cannot list runs: ${$(e)}`
			} });
		}
	}
	async selectRun(e) {
		let t = ++this.generation.run, n = this.store.state.runs.find((t) => t.run === e);
		this.runSelect.value = e;
		let r = n?.splits.includes(this.store.state.split) ? this.store.state.split : n?.splits[0] ?? "train";
		this.splitSelect.replaceChildren(...(n?.splits ?? []).map((e) => new Option(e, e))), this.splitSelect.value = r, this.splitSelect.hidden = (n?.splits.length ?? 0) < 2, this.store.set({
			run: e,
			split: r,
			steps: [],
			step: null,
			stepDetail: null,
			sample: null,
			trace: null,
			message: {
				kind: "info",
				text: "Loading…"
			}
		}), this.addChart.replaceChildren(new Option("+ chart", ""), ...(n?.scalar_tags ?? []).map((e) => new Option(e, e)));
		try {
			let i = n?.splits.length ? await _.steps(e, r) : [];
			if (t !== this.generation.run || (this.store.set({ steps: i }), await this.loadCharts(ka(n?.scalar_tags ?? [])), t !== this.generation.run) || (await this.loadExploration(n ?? null), t !== this.generation.run)) return;
			if (i.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No decision traces in this run: call TraceLogger.log_decisions(step, ...)."
				} });
				return;
			}
			await this.selectStep(i[i.length - 1].step);
		} catch (e) {
			t === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: $(e)
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
			let r = await _.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r }), this.charts.marks(r.map((e) => e.step));
			let i = this.store.state.step, a = i === null ? null : b(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: $(e)
			} });
		}
	}
	async loadExploration(e) {
		if (this.explorationRoot.hidden = !e?.exploration, !e?.exploration) {
			this.exploration.show(null);
			return;
		}
		let t = Ji.filter((t) => e.scalar_tags.includes(t)), [n, r] = await Promise.all([_.exploration(e.run), Promise.all(t.map(async (t) => ({
			tag: t,
			points: await _.scalars(e.run, t)
		})))]);
		e.run === this.store.state.run && (this.exploration.show(n), this.explorationCharts.show(r, this.store.state.steps.map((e) => e.step), this.store.state.dark));
	}
	async loadCharts(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let n = await Promise.all(e.map(async (e) => ({
			tag: e,
			points: await _.scalars(t, e)
		})));
		t === this.store.state.run && (this.store.set({ chartTags: e }), this.charts.show(n, this.store.state.steps.map((e) => e.step), this.store.state.dark), this.charts.select(this.store.state.step));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await _.traces(e, n, r.samples.map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.samples.setTexts(t, a);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: $(e)
			} });
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i, metric: a } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let o = aa(i.samples, r.groupId);
		try {
			let i = await _.traces(e, n, o.map((e) => [t, e.sample_index]));
			if (this.store.state.trace !== r) return;
			this.group.show(r.groupId, i, a);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: $(e)
			} });
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n, stepDetail: r } = this.store.state, i = r?.samples.find((e) => e.sample_index === n?.sampleIndex);
		if (e !== null && n && i) try {
			let r = await _.prompt(e, i.prompt_hash, t), a = pa(r, 24), o = await _.traces(e, t, a.map(([e, t]) => [e, t]));
			if (this.store.state.trace !== n) return;
			this.history.show(n.promptText, o, r.length);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: $(e)
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
			let i = await _.step(n, e, this.store.state.split);
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
				text: $(e)
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
			let i = await _.trace(t, n, e, this.store.state.split);
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				message: null
			});
		} catch (e) {
			r === this.generation.trace && this.store.set({ message: {
				kind: "error",
				text: $(e)
			} });
		}
	}
}, ja = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light}:root.dark{--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.step-label{text-align:center;font-variant-numeric:tabular-nums;min-width:80px}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view{margin-top:10px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}";
// src/index.ts
function Ma() {
	let e = document.createElement("style");
	e.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + ja, document.head.append(e), new Aa(document.body).start();
}
export { Ma as render };
