// node_modules/uplot/dist/uPlot.min.css?inline
var e = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function t(t, n = {}) {
	let r = new URLSearchParams(Object.entries(n).map(([e, t]) => [e, String(t)])), i = r.size ? `${t}?${r}` : t, a = await fetch(i);
	if (!a.ok) throw new e(a.status, await a.text() || a.statusText);
	return await a.json();
}
var n = {
	runs: () => t("runs").then((e) => e.runs),
	scalars: (e, n) => t("scalars", {
		run: e,
		tag: n
	}).then((e) => e.points),
	steps: (e) => t("steps", { run: e }).then((e) => e.steps),
	step: (e, n) => t("step", {
		run: e,
		step: n
	}),
	trace: (e, n, r) => t("trace", {
		run: e,
		step: n,
		blob: r
	})
}, r = class {
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
function i() {
	return {
		runs: [],
		run: null,
		chartTags: [],
		steps: [],
		step: null,
		stepDetail: null,
		blob: null,
		trace: null,
		metric: "probability",
		message: null,
		dark: !1
	};
}
function a(e, t) {
	if (e.length === 0) return null;
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i].step < t ? n = i + 1 : r = i;
	}
	return n > 0 && Math.abs(e[n - 1].step - t) <= Math.abs(e[n].step - t) ? e[n - 1].step : e[n].step;
}
// src/theme.ts
function o(e) {
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
// src/decode.ts
function s(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function c(e) {
	let t = e & 32768 ? -1 : 1, n = e >> 10 & 31, r = e & 1023;
	return n === 0 ? t * r * 2 ** -24 : n === 31 ? r ? NaN : t * Infinity : t * (1 + r / 1024) * 2 ** (n - 15);
}
var l = null;
function u() {
	if (!l) {
		l = /* @__PURE__ */ new Float32Array(65536);
		for (let e = 0; e < 65536; e++) l[e] = c(e);
	}
	return l;
}
function d(e) {
	let t = s(e);
	if (t.length % 2 != 0) throw Error(`fp16 array has an odd byte length ${t.length}`);
	let n = u(), r = new Float32Array(t.length / 2);
	for (let e = 0; e < r.length; e++) r[e] = n[t[2 * e] | t[2 * e + 1] << 8];
	return r;
}
function f(e) {
	let t = s(e);
	if (t.length % 4 != 0) throw Error(`int32 array has a byte length ${t.length} not divisible by 4`);
	let n = new DataView(t.buffer, t.byteOffset, t.byteLength), r = new Int32Array(t.length / 4);
	for (let e = 0; e < r.length; e++) r[e] = n.getInt32(4 * e, !0);
	return r;
}
// src/trace.ts
function p(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function m(e) {
	let t = f(e.token_ids), n = /* @__PURE__ */ new Map(), r = (e, r) => {
		let i = d(r);
		if (i.length !== t.length) throw Error(`trace field ${e} has ${i.length} values for ${t.length} tokens`);
		n.set(e, i);
	};
	for (let [t, n] of Object.entries(e.token_fields)) r(t, n);
	for (let [t, n] of Object.entries(e.extra_token)) r(`extra:${t}`, n);
	let i = null;
	e.top_k && (i = {
		k: e.top_k.k,
		ids: f(e.top_k.token_ids),
		logProbs: d(e.top_k.log_probs)
	});
	let a = {};
	for (let [t, n] of Object.entries(e.extra_sample)) a[t] = p(n) ?? NaN;
	return {
		step: e.step,
		sampleIndex: e.sample_index,
		groupId: e.group_id,
		dataSource: e.data_source,
		selectedBecause: e.selected_because,
		promptText: e.prompt_text,
		responseText: e.response_text,
		score: p(e.score),
		tokenIds: t,
		tokenText: e.token_text.length === t.length ? e.token_text : Array.from(t, (e) => `⟨${e}⟩`),
		vocab: new Map(Object.entries(e.vocab).map(([e, t]) => [Number(e), t])),
		fields: n,
		topK: i,
		extraSample: a
	};
}
function h(e) {
	return (t) => t.fields.get(e) ?? null;
}
var g = [
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
		values: h("log_prob")
	},
	{
		key: "entropy",
		label: "entropy",
		kind: "sequential",
		values: h("entropy")
	},
	{
		key: "advantage",
		label: "advantage",
		kind: "diverging",
		values: h("advantage")
	},
	{
		key: "value",
		label: "value",
		kind: "diverging",
		values: h("value")
	},
	{
		key: "token_reward",
		label: "reward",
		kind: "diverging",
		values: h("token_reward")
	},
	{
		key: "returns",
		label: "return",
		kind: "diverging",
		values: h("returns")
	},
	{
		key: "kl",
		label: "KL (log π − log π_ref)",
		kind: "diverging",
		values: (e) => {
			let t = e.fields.get("log_prob"), n = e.fields.get("ref_log_prob");
			return t && n ? t.map((e, t) => e - n[t]) : null;
		}
	}
];
function _(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: n.slice(6),
		kind: "diverging",
		values: h(n)
	});
	return [...g, ...t];
}
function v(e, t) {
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
function y(e, t) {
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
// node_modules/uplot/dist/uPlot.esm.js
var b = !0, x = "uplot", S = "u-hz", C = "u-vt", w = "u-title", T = "u-wrap", E = "u-under", ee = "u-over", te = "u-axis", ne = "u-off", re = "u-select", ie = "u-cursor-x", ae = "u-cursor-y", oe = "u-cursor-pt", se = "u-legend", ce = "u-live", le = "u-inline", ue = "u-series", de = "u-marker", fe = "u-label", pe = "u-value", me = "width", he = "height", D = "top", ge = "bottom", _e = "left", ve = "right", ye = "#000", be = "#0000", xe = "mousemove", Se = "mousedown", Ce = "mouseup", we = "mouseenter", Te = "mouseleave", Ee = "dblclick", O = "resize", De = "scroll", Oe = "change", ke = "dppxchange", Ae = "--", je = typeof window < "u", Me = je ? document : null, Ne = je ? window : null, Pe = je ? navigator : null, k, A;
function Fe() {
	let e = devicePixelRatio;
	k != e && (k = e, A && Je(Oe, A, Fe), A = matchMedia(`(min-resolution: ${k - .001}dppx) and (max-resolution: ${k + .001}dppx)`), qe(Oe, A, Fe), Ne.dispatchEvent(new CustomEvent(ke)));
}
function Ie(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function Le(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function j(e, t, n) {
	e.style[t] = n + "px";
}
function Re(e, t, n, r) {
	let i = Me.createElement(e);
	return t != null && Ie(i, t), n?.insertBefore(i, r), i;
}
function ze(e, t) {
	return Re("div", e, t);
}
var Be = /* @__PURE__ */ new WeakMap();
function Ve(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != Be.get(e) && (e.style.transform = a, Be.set(e, a), t < 0 || n < 0 || t > r || n > i ? Ie(e, ne) : Le(e, ne));
}
var He = /* @__PURE__ */ new WeakMap();
function Ue(e, t, n) {
	let r = t + n;
	r != He.get(e) && (He.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var M = /* @__PURE__ */ new WeakMap();
function We(e, t, n, r) {
	let i = t + "" + n;
	i != M.get(e) && (M.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var Ge = { passive: !0 }, Ke = {
	...Ge,
	capture: !0
};
function qe(e, t, n, r) {
	t.addEventListener(e, n, r ? Ke : Ge);
}
function Je(e, t, n, r) {
	t.removeEventListener(e, n, Ge);
}
je && Fe();
function Ye(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : pt((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function Xe(e) {
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
var Ze = (e) => e != null, Qe = (e) => e != null && e > 0, $e = Xe(Ze), N = Xe(Qe);
function et(e, t, n, r = 0, i = !1) {
	let a = i ? N : $e, o = i ? Qe : Ze;
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
function tt(e, t, n, r) {
	let i = yt(e), a = yt(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? bt : xt, s = i == 1 ? pt : ht, c = a == 1 ? ht : pt, l = s(o(I(e))), u = c(o(I(t))), d = vt(n, l), f = vt(n, u);
	return n == 10 && (l < 0 && (d = z(d, -l)), u < 0 && (f = z(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Lt(e, d), t = It(t, f)), [e, t];
}
function nt(e, t, n, r) {
	let i = tt(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var rt = .1, it = {
	mode: 3,
	pad: rt
}, P = {
	pad: 0,
	soft: null,
	mode: 0
}, at = {
	min: P,
	max: P
};
function ot(e, t, n, r) {
	return Jt(n) ? ct(e, t, n) : (P.pad = n, P.soft = r ? 0 : null, P.mode = r ? 3 : 0, ct(e, t, at));
}
function F(e, t) {
	return e ?? t;
}
function st(e, t, n) {
	for (t = F(t, 0), n = F(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function ct(e, t, n) {
	let r = n.min, i = n.max, a = F(r.pad, 0), o = F(i.pad, 0), s = F(r.hard, -L), c = F(i.hard, L), l = F(r.soft, L), u = F(i.soft, -L), d = F(r.mode, 0), f = F(i.mode, 0), p = t - e, m = bt(p), h = _t(I(e), I(t)), g = I(bt(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != L && (a = 0), f == 2 && u != -L && (o = 0)));
	let _ = p || h || 1e3, v = vt(10, pt(bt(_))), y = z(Lt(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : L, x = _t(s, y < b && e >= b ? b : gt(b, y)), S = z(It(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -L, w = gt(c, S > C && t <= C ? C : _t(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var lt = new Intl.NumberFormat(je ? Pe.language : "en-US"), ut = (e) => lt.format(e), dt = Math, ft = dt.PI, I = dt.abs, pt = dt.floor, mt = dt.round, ht = dt.ceil, gt = dt.min, _t = dt.max, vt = dt.pow, yt = dt.sign, bt = dt.log10, xt = dt.log2, St = (e, t = 1) => dt.sinh(e) * t, Ct = (e, t = 1) => dt.asinh(e / t), L = Infinity;
function wt(e) {
	return (bt((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Tt(e, t, n) {
	return gt(_t(e, t), n);
}
function Et(e) {
	return typeof e == "function";
}
function R(e) {
	return Et(e) ? e : () => e;
}
var Dt = () => {}, Ot = (e) => e, kt = (e, t) => t, At = (e) => null, jt = (e) => !0, Mt = (e, t) => e == t, Nt = /\.\d*?(?=9{6,}|0{6,})/gm, Pt = (e) => {
	if (Gt(e) || Rt.has(e)) return e;
	let t = `${e}`, n = t.match(Nt);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Pt(e)}e${n}`;
	}
	return z(e, r);
};
function Ft(e, t) {
	return Pt(z(Pt(e / t)) * t);
}
function It(e, t) {
	return Pt(ht(Pt(e / t)) * t);
}
function Lt(e, t) {
	return Pt(pt(Pt(e / t)) * t);
}
function z(e, t = 0) {
	if (Gt(e)) return e;
	let n = 10 ** t;
	return mt(e * n * (1 + 2 ** -52)) / n;
}
var Rt = /* @__PURE__ */ new Map();
function zt(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Bt(e, t, n, r) {
	let i = [], a = r.map(zt);
	for (let o = t; o < n; o++) {
		let t = I(o), n = z(vt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : z(c, l);
			i.push(u), Rt.set(u, l);
		}
	}
	return i;
}
var Vt = {}, Ht = [], Ut = [null, null], Wt = Array.isArray, Gt = Number.isInteger, Kt = (e) => e === void 0;
function qt(e) {
	return typeof e == "string";
}
function Jt(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function Yt(e) {
	return typeof e == "object" && !!e;
}
var Xt = Object.getPrototypeOf(Uint8Array), Zt = "__proto__";
function Qt(e, t = Jt) {
	let n;
	if (Wt(e)) {
		let r = e.find((e) => e != null);
		if (Wt(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = Qt(e[r], t);
		} else n = e.slice();
	} else if (e instanceof Xt) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != Zt && (n[r] = Qt(e[r], t));
	} else n = e;
	return n;
}
function B(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != Zt && (Jt(e[t]) ? B(e[t], Qt(r[t])) : e[t] = Qt(r[t]));
	}
	return e;
}
var $t = 0, V = 1, H = 2;
function en(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function tn(e, t) {
	if (an(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return on(t[0]) || (t = rn(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : V, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != $t && (l[n] = t, u == H && d.push(n)) : l[n] = t;
			}
			en(l, d, i), r.push(l);
		}
	}
	return r;
}
var nn = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function rn(e) {
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
function an(e) {
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
function on(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = _t(1, pt((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var sn = [
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
], cn = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function ln(e) {
	return e.slice(0, 3);
}
var un = cn.map(ln), dn = {
	MMMM: sn,
	MMM: sn.map(ln),
	WWWW: cn,
	WWW: un
};
function fn(e) {
	return (e < 10 ? "0" : "") + e;
}
function pn(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var mn = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => fn(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => fn(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => fn(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => fn(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => fn(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => pn(e.getMilliseconds())
};
function hn(e, t) {
	t ||= dn;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? mn[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var gn = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function _n(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == gn ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var vn = (e) => e % 1 == 0, yn = [
	1,
	2,
	2.5,
	5
], bn = Bt(10, -32, 0, yn), xn = Bt(10, 0, 32, yn), Sn = xn.filter(vn), Cn = bn.concat(xn), wn = "\n", Tn = "{YYYY}", En = wn + Tn, Dn = "{M}/{D}", U = wn + Dn, On = U + "/{YY}", kn = "{aa}", An = "{h}:{mm}" + kn, jn = wn + An, Mn = ":{ss}", W = null;
function Nn(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Bt(10, 0, 3, yn).filter(vn) : Bt(10, -3, 0, yn)).concat([
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
			Tn,
			W,
			W,
			W,
			W,
			W,
			W,
			1
		],
		[
			i * 28,
			"{MMM}",
			En,
			W,
			W,
			W,
			W,
			W,
			1
		],
		[
			i,
			Dn,
			En,
			W,
			W,
			W,
			W,
			W,
			1
		],
		[
			r,
			"{h}" + kn,
			On,
			W,
			U,
			W,
			W,
			W,
			1
		],
		[
			n,
			An,
			On,
			W,
			U,
			W,
			W,
			W,
			1
		],
		[
			t,
			Mn,
			On + " " + An,
			W,
			U + " " + An,
			W,
			jn,
			W,
			1
		],
		[
			e,
			Mn + ".{fff}",
			On + " " + An,
			W,
			U + " " + An,
			W,
			jn,
			W,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = z(g * e, 3), v = Un(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = z(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : z(Un(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(mt(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Un(c + r * a, l + n * a, 1), s = o - t(z(o * e, 3));
					i = z((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (pt(l) - pt(_)) + It(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = z(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = pt(z(h + g, 6)) % 24, n = t(o).getHours() - e;
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
var [Pn, Fn, In] = Nn(1), [Ln, Rn, zn] = Nn(.001);
Bt(2, -53, 53, [1]);
function Bn(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Vn(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Hn(e, t) {
	let n = hn(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Un(e, t, n) {
	return new Date(e, t, n);
}
function Wn(e, t) {
	return t(e);
}
var Gn = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function Kn(e, t) {
	return (n, r, i, a) => a == null ? Ae : t(e(r));
}
function qn(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function Jn(e, t) {
	return e.series[t].fill(e, t);
}
var Yn = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Dt,
	markers: {
		show: !0,
		width: 2,
		stroke: qn,
		fill: Jn,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function Xn(e, t) {
	let n = e.cursor.points, r = ze(), i = n.size(e, t);
	j(r, me, i), j(r, he, i);
	let a = i / -2;
	j(r, "marginLeft", a), j(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && j(r, "borderWidth", o), r;
}
function Zn(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function Qn(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function $n(e, t) {
	return e.series[t].points.size;
}
var er = [0, 0];
function tr(e, t, n) {
	return er[0] = t, er[1] = n, er;
}
function G(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function K(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var nr = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: tr,
	points: {
		one: !1,
		show: Xn,
		size: $n,
		width: 0,
		stroke: Qn,
		fill: Zn
	},
	bind: {
		mousedown: G,
		mouseup: G,
		click: G,
		dblclick: G,
		mousemove: K,
		mouseleave: K,
		mouseenter: K
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
}, rr = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, ir = B({}, rr, { filter: kt }), ar = B({}, ir, { size: 10 }), or = B({}, rr, { show: !1 }), sr = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", cr = "bold " + sr, lr = 1.5, ur = {
	show: !0,
	scale: "x",
	stroke: ye,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: cr,
	side: 2,
	grid: ir,
	ticks: ar,
	border: or,
	font: sr,
	lineGap: lr,
	rotate: 0
}, dr = "Value", fr = "Time", pr = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: L,
	max: -Infinity,
	idxs: []
};
function mr(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : ut(e));
}
function hr(e, t, n, r, i, a, o) {
	let s = [], c = Rt.get(i) || 0;
	n = o ? n : z(It(n, i), c);
	for (let e = n; e <= r; e = z(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function gr(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = vt(c, pt((c == 10 ? bt : xt)(n))), c == 10 && (i = Cn[Ye(i, Cn)]);
	let l = n, u = i * c;
	c == 10 && (u = Cn[Ye(u, Cn)]);
	do
		s.push(l), l += i, c == 10 && !Rt.has(l) && (l = z(l, Rt.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Cn[Ye(u, Cn)]));
	while (l <= r);
	return s;
}
function _r(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? gr(e, t, _t(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? gr(e, t, _t(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var vr = /./, yr = /[12357]/, br = /[125]/, xr = /1/, Sr = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Cr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? vr : c(7, o) - u >= l ? yr : c(5, o) - u >= l ? br : xr;
	if (d == xr) {
		let e = I(c(1, o) - u);
		if (e < l) return Sr(t.slice().reverse(), s.distr, d, ht(l / e)).reverse();
	}
	return Sr(t, s.distr, d, 1);
}
function wr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = I(c(1, o) - c(2, o));
	return l < s ? Sr(t.slice().reverse(), 3, vr, ht(s / l)).reverse() : t;
}
function Tr(e, t, n, r) {
	return r == null ? Ae : t == null ? "" : ut(t);
}
var Er = {
	show: !0,
	scale: "y",
	stroke: ye,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: cr,
	side: 3,
	grid: ir,
	ticks: ar,
	border: or,
	font: sr,
	lineGap: lr,
	rotate: 0
};
function Dr(e, t) {
	return z((3 + (e || 1) * 2) * t, 3);
}
function Or(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = I(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * k);
	return r[1] - r[0] <= o;
}
var kr = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: L,
	max: -Infinity
}, Ar = (e, t, n, r, i) => i, jr = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Ar,
	alpha: 1,
	facets: [B({}, kr, { scale: "x" }), B({}, kr, { scale: "y" })]
}, Mr = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Ar,
	alpha: 1,
	points: {
		show: Or,
		filter: null
	},
	values: null,
	min: L,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Nr(e, t, n, r, i) {
	return n / 10;
}
var Pr = {
	time: b,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Fr = B({}, Pr, {
	time: !1,
	ori: 1
}), Ir = {};
function Lr(e, t) {
	let n = Ir[e];
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
	}, e != null && (Ir[e] = n)), n;
}
var Rr = 1, zr = 2;
function Br(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, Yr, Zr, $r, ti, ri) : n(i, c, l, u, d, _, g, p, f, h, m, Xr, Qr, ei, ni, ii);
}
function Vr(e, t) {
	let n = 0, r = 0, i = F(e.bands, Ht);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Hr(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Ur(e, t, n, r, i, a) {
	return Br(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? Zr : Qr, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function Wr(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? $r : ei, c = n;
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
function Gr(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function Kr(e, t, n, r, i, a, o) {
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
function qr(e) {
	return e == 0 ? Ot : e == 1 ? mt : (t) => Ft(t, e);
}
function Jr(e) {
	let t = e == 0 ? Yr : Xr, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = gt(c, o / 2, s / 2), l = gt(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var Yr = (e, t, n) => {
	e.moveTo(t, n);
}, Xr = (e, t, n) => {
	e.moveTo(n, t);
}, Zr = (e, t, n) => {
	e.lineTo(t, n);
}, Qr = (e, t, n) => {
	e.lineTo(n, t);
}, $r = Jr(0), ei = Jr(1), ti = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, ni = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, ri = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, ii = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function ai(e) {
	return (e, t, n, r, i) => Br(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = Yr, v = ti) : (_ = Xr, v = ni);
		let y = z(g.width * k, 3), b = (g.size - g.width) / 2 * k, x = z(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: ee } = e.bbox;
		$r(C, w - x, T - x, E + x * 2, ee + x * 2);
		let te = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, ft * 2);
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
function oi(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var si = oi(Zr), ci = oi(Qr);
function li(e) {
	let t = F(e?.alignGaps, 0);
	return (e, n, r, i) => Br(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = $e(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = Zr, b = si) : (y = Qr, b = ci);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Rr
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
		let [T, E] = Vr(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...Kr(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = Wr(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Ur(e, n, r, i, C, -1), Ur(e, n, r, i, C, 1)] : Ur(e, n, r, i, C, E)), S;
	});
}
function ui(e) {
	let t = F(e.align, 1), n = F(e.ascDesc, !1), r = F(e.alignGaps, 0), i = F(e.extend, !1);
	return (e, a, o, s) => Br(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = $e(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? Zr : Qr, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Rr
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
		let [oe, se] = Vr(e, a);
		if (c.fill != null || oe != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, oe));
			w(t, ae, n), w(t, ie, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...Kr(l, u, o, s, ee, S, r));
			let f = c.width * k / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = Wr(i, d.ori, h, g, _, v);
		}
		return se != 0 && (T.band = se == 2 ? [Ur(e, a, o, s, E, -1), Ur(e, a, o, s, E, 1)] : Ur(e, a, o, s, E, se)), T;
	});
}
function di(e, t, n, r, i, a, o = L) {
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
function fi(e) {
	e ||= Vt;
	let t = F(e.size, [
		.6,
		L,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = R(i), o = 1 - t[0], s = F(t[1], L), c = F(t[2], 1), l = F(e.disp, Vt), u = F(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Br(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, ee = r * k, te = s * k, ne = c * k, re, ie;
		_.ori == 0 ? [re, ie] = a(e, t) : [ie, re] = a(e, t);
		let ae = _.dir * (_.ori == 0 ? 1 : -1), oe = _.ori == 0 ? $r : ei, se = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ce = F(e.bands, Ht).find((e) => e.series[0] == t), le = ce == null ? 0 : ce.dir, ue = m.fillTo(e, t, m.min, m.max, le), de = T(b(ue, v, w, S)), fe, pe, me, he = C, D = T(m.width * k), ge = !1, _e = null, ve = null, ye = null, be = null;
		d != null && (D == 0 || f != null) && (ge = !0, _e = d.values(e, t, i, p), ve = /* @__PURE__ */ new Map(), new Set(_e).forEach((e) => {
			e != null && ve.set(e, new Path2D());
		}), D > 0 && (ye = f.values(e, t, i, p), be = /* @__PURE__ */ new Map(), new Set(ye).forEach((e) => {
			e != null && be.set(e, new Path2D());
		})));
		let { x0: xe, size: Se } = l;
		if (xe != null && Se != null) {
			E = 1, h = xe.values(e, t, i, p), xe.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = Se.values(e, t, i, p);
			pe = Se.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), he = di(h, g, y, _, C, x, he), me = he - pe + ee;
		} else he = di(h, g, y, _, C, x, he), me = he * o + ee, pe = he - me;
		me < 1 && (me = 0), D >= pe / 2 && (D = 0), me < 5 && (T = Ot);
		let Ce = me > 0, we = he - me - (Ce ? D : 0);
		pe = T(Tt(we, ne, te)), fe = (E == 0 ? pe / 2 : E == ae ? 0 : pe) - E * ae * ((E == 0 ? ee / 2 : 0) + (Ce ? D / 2 : 0));
		let Te = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, Ee = ge ? null : new Path2D(), O = null;
		if (ce != null) O = e.data[ce.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), O = n.values(e, t, i, p));
		}
		let De = re * pe, Oe = ie * pe;
		for (let n = ae == 1 ? i : p; n >= i && n <= p; n += ae) {
			let r = g[n];
			if (r == null) continue;
			if (O != null) {
				let e = O[n] ?? 0;
				if (r - e == 0) continue;
				de = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(F(r, ue), v, w, S), o = T(i - fe), s = T(_t(a, de)), c = T(gt(a, de)), u = s - c;
			if (r != null) {
				let i = r < 0 ? Oe : De, a = r < 0 ? De : Oe;
				ge ? (D > 0 && ye[n] != null && oe(be.get(ye[n]), o, c + pt(D / 2), pe, _t(0, u - D), i, a), _e[n] != null && oe(ve.get(_e[n]), o, c + pt(D / 2), pe, _t(0, u - D), i, a)) : oe(Ee, o, c + pt(D / 2), pe, _t(0, u - D), i, a), se(e, t, n, o - D / 2, c, pe + D, u);
			}
		}
		return D > 0 ? Te.stroke = ge ? be : Ee : ge || (Te._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, Te.width = 0), Te.fill = ge ? ve : Ee, Te;
	});
}
function pi(e, t) {
	let n = F(t?.alignGaps, 0);
	return (t, r, i, a) => Br(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = $e(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = Yr, S = Zr, x = ri) : (b = Xr, S = Qr, x = ii);
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
			flags: Rr
		}, ne = te.stroke, [re, ie] = Vr(t, r);
		if (o.fill != null || re != 0) {
			let e = te.fill = new Path2D(ne), n = y(o.fillTo(t, r, o.min, o.max, re));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...Kr(s, c, i, a, C, v, n)), te.gaps = e = o.gaps(t, r, i, a, e), te.clip = Wr(e, l.ori, p, m, h, g);
		}
		return ie != 0 && (te.band = ie == 2 ? [Ur(t, r, i, a, ne, -1), Ur(t, r, i, a, ne, 1)] : Ur(t, r, i, a, ne, ie)), te;
	});
}
function mi(e) {
	return pi(hi, e);
}
function hi(e, t, n, r, i, a) {
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
var gi = /* @__PURE__ */ new Set();
function _i() {
	for (let e of gi) e.syncRect(!0);
}
je && (qe(O, Ne, _i), qe(De, Ne, _i, !0), qe(ke, Ne, () => {
	q.pxRatio = k;
}));
var vi = li(), yi = ai();
function bi(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Si(e, r, t, n));
}
function xi(e, t) {
	return e.map((e, n) => n == 0 ? {} : B({}, t, e));
}
function Si(e, t, n, r) {
	return B({}, t == 0 ? n : r, e);
}
function Ci(e, t, n) {
	return t == null ? Ut : [t, n];
}
var wi = Ci;
function Ti(e, t, n) {
	return t == null ? Ut : ot(t, n, rt, !0);
}
function Ei(e, t, n, r) {
	return t == null ? Ut : tt(t, n, e.scales[r].log, !1);
}
var Di = Ei;
function Oi(e, t, n, r) {
	return t == null ? Ut : nt(t, n, e.scales[r].log, !1);
}
var ki = Oi;
function Ai(e, t, n, r, i) {
	let a = _t(wt(e), wt(t)), o = t - e, s = Ye(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Rt.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function ji(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = mt((n = +r) * k)) + "px"), [
		e,
		t,
		n
	];
}
function Mi(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = z(e[2] * k, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function q(e, t, n) {
	let r = { mode: F(e.mode, 1) }, i = r.mode;
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
	let l = r.root = ze(x);
	if (e.id != null && (l.id = e.id), Ie(l, e.class), e.title) {
		let t = ze(w, l);
		t.textContent = e.title;
	}
	let u = Re("canvas"), d = r.ctx = u.getContext("2d"), f = ze(T, l);
	qe("click", f, (e) => {
		e.target === m && (J != Fi || Y != Ii) && X.click(r, e);
	}, !0);
	let p = r.under = ze(E, f);
	f.appendChild(u);
	let m = r.over = ze(ee, f);
	e = Qt(e);
	let h = +F(e.pxAlign, 1), g = qr(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? bi(e.series || [], pr, Mr, !1) : xi(e.series || [null], jr), y = r.axes = bi(e.axes || [], ur, Er, !0), b = r.scales = {}, ye = r.bands = e.bands || [];
	ye.forEach((e) => {
		e.fill = R(e.fill || null), e.dir = F(e.dir, -1);
	});
	let O = i == 2 ? v[1].facets[0].scale : v[0].scale, De = {
		axes: ii,
		series: Kr
	}, Oe = (e.drawOrder || ["axes", "series"]).map((e) => De[e]);
	function je(e) {
		let t = e.distr == 3 ? (t) => bt(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => Ct(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function Pe(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Vt)[t] || Vt;
			if (r.from != null) {
				Pe(r.from);
				let e = B({}, b[r.from], r, { key: t });
				e.valToPct = je(e), b[t] = e;
			} else {
				n = b[t] = B({}, t == O ? Pr : Fr, r), n.key = t;
				let e = n.time, a = n.range, o = Wt(a);
				if ((t != O || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? it : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? it : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && Jt(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Ut : ot(n, r, e);
				}
				n.range = R(a || (e ? wi : t == O ? n.distr == 3 ? Di : n.distr == 4 ? ki : Ci : n.distr == 3 ? Ei : n.distr == 4 ? Oi : Ti)), n.auto = R(!o && n.auto), n.clamp = R(n.clamp || Nr), n._min = n._max = null, n.valToPct = je(n);
			}
		}
	}
	Pe("x"), Pe("y"), i == 1 && v.forEach((e) => {
		Pe(e.scale);
	}), y.forEach((e) => {
		Pe(e.scale);
	});
	for (let t in e.scales) Pe(t);
	let A = b[O], Fe = A.distr, Be, He;
	A.ori == 0 ? (Ie(l, S), Be = a, He = o) : (Ie(l, C), Be = o, He = a);
	let M = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (M[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let Ge = e.tzDate || ((e) => new Date(mt(e / _))), Ke = e.fmtDate || hn, Xe = _ == 1 ? In(Ge) : zn(Ge), Ze = Vn(Ge, Bn(_ == 1 ? Fn : Rn, Ke)), Qe = Kn(Ge, Wn(Gn, Ke)), $e = [], N = r.legend = B({}, Yn, e.legend), P = r.cursor = B({}, nr, { drag: { y: i == 2 } }, e.cursor), at = N.show, ct = P.show, lt = N.markers;
	N.idxs = $e, lt.width = R(lt.width), lt.dash = R(lt.dash), lt.stroke = R(lt.stroke), lt.fill = R(lt.fill);
	let ut, dt, pt, yt = [], xt = [], wt, Dt = !1, Ot = {};
	if (N.live) {
		let e = v[1] ? v[1].values : null;
		Dt = e != null, wt = Dt ? e(r, 1, 0) : { _: 0 };
		for (let e in wt) Ot[e] = Ae;
	}
	if (at) {
		if (ut = Re("table", se, l), pt = Re("tbody", null, ut), N.mount(r, ut), Dt) {
			dt = Re("thead", null, ut, pt);
			let e = Re("tr", null, dt);
			for (var Nt in Re("th", null, e), wt) Re("th", fe, e).textContent = Nt;
		} else Ie(ut, le), N.live && Ie(ut, ce);
	}
	let Pt = { show: !0 }, It = { show: !1 };
	function Lt(e, t) {
		if (t == 0 && (Dt || !N.live || i == 2)) return Ut;
		let n = [], a = Re("tr", ue, pt, pt.childNodes[t]);
		Ie(a, e.class), e.show || Ie(a, ne);
		let o = Re("th", null, a);
		if (lt.show) {
			let e = ze(de, o);
			if (t > 0) {
				let n = lt.width(r, t);
				n && (e.style.border = n + "px " + lt.dash(r, t) + " " + lt.stroke(r, t)), e.style.background = lt.fill(r, t);
			}
		}
		let s = ze(fe, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (lt.show || (s.style.color = e.width > 0 ? lt.stroke(r, t) : lt.fill(r, t)), Gt("click", o, (t) => {
			if (P._lock) return;
			Dn(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != N.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && Gi(r, e ? r == n ? Pt : It : Pt, !0, $.setSeries);
				});
			} else Gi(n, { show: !e.show }, !0, $.setSeries);
		}, !1), kn && Gt(we, o, (t) => {
			P._lock || (Dn(t), Gi(v.indexOf(e), $i, !0, $.setSeries));
		}, !1)), wt) {
			let e = Re("td", pe, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let Bt = /* @__PURE__ */ new Map();
	function Gt(e, t, n, i = !0) {
		let a = Bt.get(t) || {}, o = P.bind[e](r, t, n, i);
		o && (qe(e, t, a[e] = o), Bt.set(t, a));
	}
	function Xt(e, t, n) {
		let r = Bt.get(t) || {};
		for (let n in r) (e == null || n == e) && (Je(n, t, r[n]), delete r[n]);
		e ?? Bt.delete(t);
	}
	let Zt = 0, $t = 0, V = 0, H = 0, en = 0, tn = 0, rn = en, an = tn, on = V, sn = H, cn = 0, ln = 0, un = 0, dn = 0;
	r.bbox = {};
	let fn = !1, pn = !1, mn = !1, gn = !1, _n = !1, vn = !1;
	function yn(e, t, n) {
		(n || e != r.width || t != r.height) && bn(e, t), ai(!1), mn = !0, pn = !0, ui();
	}
	function bn(e, t) {
		r.width = Zt = V = e, r.height = $t = H = t, en = tn = 0, Tn(), En();
		let n = r.bbox;
		cn = n.left = Ft(en * k, .5), ln = n.top = Ft(tn * k, .5), un = n.width = Ft(V * k, .5), dn = n.height = Ft(H * k, .5);
	}
	function xn() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = ni(t), i = ri(t);
			e = t == 3 || n && i, e || (bn(r.width, r.height), pn = !0);
		}
	}
	function wn({ width: e, height: t }) {
		yn(e, t);
	}
	r.setSize = wn;
	function Tn() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (V -= c, a == 3 ? (en += c, r = !0) : n = !0) : (H -= c, a == 0 ? (tn += c, e = !0) : t = !0));
			}
		}), Xn[0] = e, Xn[1] = n, Xn[2] = t, Xn[3] = r, V -= er[1] + er[3], en += er[3], H -= er[2] + er[0], tn += er[0];
	}
	function En() {
		let e = en + V, t = tn + H, n = en, r = tn;
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
		let r = e.prox = R(e.prox), i = e.bias ??= 0;
		P.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? L, u = l >= 0 && l < L, d = A.ori == 0 ? V : H, f = P.left, p = t[0], m = t[a];
			if (n.has(m[o])) {
				c = null;
				let e = null, t = null, r;
				if (i == 0 || i == -1) for (r = o; e == null && r-- > 0;) n.has(m[r]) || (e = r);
				if (i == 0 || i == 1) for (r = o; t == null && r++ < m.length;) n.has(m[r]) || (t = r);
				if (e != null || t != null) {
					if (u) {
						let n = e == null ? -Infinity : Be(p[e], A, d, 0), r = t == null ? Infinity : Be(p[t], A, d, 0), i = f - n, a = r - f;
						i <= a ? i <= l && (c = e) : a <= l && (c = t);
					} else c = t == null ? e : e == null ? t : o - e <= t - o ? e : t;
				}
			} else u && I(f - Be(p[o], A, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Dn = (e) => {
		P.event = e;
	};
	P.idxs = $e, P._lock = !1;
	let U = P.points;
	U.show = R(U.show), U.size = R(U.size), U.stroke = R(U.stroke), U.width = R(U.width), U.fill = R(U.fill);
	let On = r.focus = B({}, e.focus || { alpha: .3 }, P.focus), kn = On.prox >= 0, An = kn && U.one, jn = [], Mn = [], W = [];
	function Nn(e, t) {
		let n = U.show(r, t);
		if (n instanceof HTMLElement) return Ie(n, oe), Ie(n, e.class), Ve(n, -10, -10, V, H), m.insertBefore(n, jn[t]), n;
	}
	function Un(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? qt(n) ? Kn(Ge, Wn(n, Ke)) : n || Qe : n || Tr, e.label = e.label || (t ? fr : dr);
		}
		if (An || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || vi || At, e.fillTo = R(e.fillTo || Hr), e.pxAlign = +F(e.pxAlign, h), e.pxRound = qr(e.pxAlign), e.stroke = R(e.stroke || null), e.fill = R(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Dr(_t(1, e.width), 1), n = e.points = B({}, {
				size: t,
				width: _t(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: yi,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = R(n.show), n.filter = R(n.filter), n.fill = R(n.fill), n.stroke = R(n.stroke), n.paths = R(n.paths), n.pxAlign = e.pxAlign;
		}
		if (at) {
			let n = Lt(e, t);
			yt.splice(t, 0, n[0]), xt.splice(t, 0, n[1]), N.values.push(null);
		}
		if (ct) {
			$e.splice(t, 0, null);
			let n = null;
			An ? t == 0 && (n = Nn(e, t)) : t > 0 && (n = Nn(e, t)), jn.splice(t, 0, n), Mn.splice(t, 0, 0), W.splice(t, 0, 0);
		}
		Oa("addSeries", t);
	}
	function qn(e, t) {
		t ??= v.length, e = i == 1 ? Si(e, t, pr, Mr) : Si(e, t, {}, jr), v.splice(t, 0, e), Un(v[t], t);
	}
	r.addSeries = qn;
	function Jn(e) {
		if (v.splice(e, 1), at) {
			N.values.splice(e, 1), xt.splice(e, 1);
			let t = yt.splice(e, 1)[0];
			Xt(null, t.firstChild), t.remove();
		}
		ct && ($e.splice(e, 1), jn.splice(e, 1)[0].remove(), Mn.splice(e, 1), W.splice(e, 1)), Oa("delSeries", e);
	}
	r.delSeries = Jn;
	let Xn = [
		!1,
		!1,
		!1,
		!1
	];
	function Zn(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : O, b[e.scale]);
			let a = i.time;
			e.size = R(e.size), e.space = R(e.space), e.rotate = R(e.rotate), Wt(e.incrs) && e.incrs.forEach((e) => {
				!Rt.has(e) && Rt.set(e, zt(e));
			}), e.incrs = R(e.incrs || (i.distr == 2 ? Sn : a ? _ == 1 ? Pn : Ln : Cn)), e.splits = R(e.splits || (a && i.distr == 1 ? Xe : i.distr == 3 ? gr : i.distr == 4 ? _r : hr)), e.stroke = R(e.stroke), e.grid.stroke = R(e.grid.stroke), e.ticks.stroke = R(e.ticks.stroke), e.border.stroke = R(e.border.stroke);
			let o = e.values;
			e.values = Wt(o) && !Wt(o[0]) ? R(o) : a ? Wt(o) ? Vn(Ge, Bn(o, Ke)) : qt(o) ? Hn(Ge, o) : o || Ze : o || mr, e.filter = R(e.filter || (i.distr >= 3 && i.log == 10 ? Cr : i.distr == 3 && i.log == 2 ? wr : kt)), e.font = ji(e.font), e.labelFont = ji(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Xn[t] = !0, e._el = ze(te, f));
		}
	}
	function Qn(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? mt(ur.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? mt(Er.size / 2) : 0), l;
	}
	let $n = r.padding = (e.padding || [
		Qn,
		Qn,
		Qn,
		Qn
	]).map((e) => R(F(e, Qn))), er = r._padding = $n.map((e, t) => e(r, t, Xn, 0)), tr, G = null, K = null, rr = i == 1 ? v[0].idxs : null, ir = null, ar = !1;
	function or(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			tr = 0;
			for (let e = 1; e < v.length; e++) tr += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), ir = t[0], tr = ir.length;
			let e = t;
			if (Fe == 2) {
				e = t.slice();
				let n = e[0] = Array(tr);
				for (let e = 0; e < tr; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (ai(!0), Oa("setData"), Fe == 2 && (mn = !0), n !== !1) {
			let e = A;
			e.auto(r, ar) ? sr() : Wi(O, e.min, e.max), gn ||= P.left >= 0, vn = !0, ui();
		}
	}
	r.setData = or;
	function sr() {
		ar = !0;
		let e, n;
		i == 1 && (tr > 0 ? (G = rr[0] = 0, K = rr[1] = tr - 1, e = t[0][G], n = t[0][K], Fe == 2 ? (e = G, n = K) : e == n && (Fe == 3 ? [e, n] = tt(e, e, A.log, !1) : Fe == 4 ? [e, n] = nt(e, e, A.log, !1) : A.time ? n = e + mt(86400 / _) : [e, n] = ot(e, n, rt, !0))) : (G = rr[0] = e = null, K = rr[1] = n = null)), Wi(O, e, n);
	}
	let cr, lr, vr, yr, br, xr, Sr, Or, kr, Ar;
	function Ir(e, t, n, r, i, a) {
		e ??= be, n ??= Ht, r ??= "butt", i ??= be, a ??= "round", e != cr && (d.strokeStyle = cr = e), i != lr && (d.fillStyle = lr = i), t != vr && (d.lineWidth = vr = t), a != br && (d.lineJoin = br = a), r != xr && (d.lineCap = xr = r), n != yr && d.setLineDash(yr = n);
	}
	function Br(e, t, n, r) {
		t != lr && (d.fillStyle = lr = t), e != Sr && (d.font = Sr = e), n != Or && (d.textAlign = Or = n), r != kr && (d.textBaseline = kr = r);
	}
	function Vr(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, ar) && (t == null || t.min == null)) {
			let t = F(G, 0), r = F(K, i.length - 1), o = n.min == null ? et(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = gt(e.min, n.min = o[0]), e.max = _t(e.max, n.max = o[1]);
		}
	}
	let Ur = {
		min: null,
		max: null
	};
	function Wr() {
		for (let e in b) {
			let t = b[e];
			M[e] == null && (t.min == null || M[O] != null && t.auto(r, ar)) && (M[e] = Ur);
		}
		for (let e in b) {
			let t = b[e];
			M[e] == null && t.from != null && M[t.from] != null && (M[e] = Ur);
		}
		M[O] != null && ai(!0);
		let e = {};
		for (let t in M) {
			let n = M[t];
			if (n != null) {
				let a = e[t] = Qt(b[t], Yt);
				if (n.min != null) B(a, n);
				else if (t != O || i == 2) {
					if (tr == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = L, a.max = -Infinity;
				}
			}
		}
		if (tr > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = M[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], G = Ye(s.min, t[0]), K = Ye(s.max, t[0]), K - G > 1 && (t[0][G] < s.min && G++, t[0][K] > s.max && K--), n.min = ir[G], n.max = ir[K];
					} else n.show && n.auto && Vr(s, o, n, t[a], n.sorted);
					n.idxs[0] = G, n.idxs[1] = K;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && Vr(u, M[o], r, c, r.sorted), d != null && Vr(d, M[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = M[t];
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
				i._min = e == 3 ? bt(i.min) : e == 4 ? Ct(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? bt(i.max) : e == 4 ? Ct(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) mn = !0, Oa("setScale", e);
			ct && P.left >= 0 && (gn = vn = !0);
		}
		for (let e in M) M[e] = null;
	}
	function Gr(e) {
		let t = Tt(G - 1, 0, tr - 1), n = Tt(K + 1, 0, tr - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < tr - 1;) n++;
		return [t, n];
	}
	function Kr() {
		if (tr > 0) {
			let e = v.some((e) => e._focus) && Ar != On.alpha;
			e && (d.globalAlpha = Ar = On.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Jr(n, !1), Jr(n, !0), e._paths == null)) {
					let a = Ar;
					Ar != e.alpha && (d.globalAlpha = Ar = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Gr(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), Ar != a && (d.globalAlpha = Ar = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = Ar;
					Ar != e.alpha && (d.globalAlpha = Ar = e.alpha), e._paths != null && Yr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, G, K, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, G, K, a), Yr(t, !0));
					}
					Ar != n && (d.globalAlpha = Ar = n), Oa("drawSeries", t);
				}
			}), e && (d.globalAlpha = Ar = 1);
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
		t ? Zr(s, l, n.dash, n.cap, c, r, i, o, a) : Xr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Xr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && ye.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Vt).band;
				Wt(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && st(g, G, K) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Zr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Zr(n, i, a, o, s, c, l, u, d, f);
	}
	function Zr(e, t, n, r, i, a, o, s, c, l, u, f) {
		Ir(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), $r(i, o), Qr(e, a, t)) : s & zr ? ($r(i, o), d.clip(f), Qr(e, a, t)) : s & Rr && (d.save(), d.clip(f), u && d.clip(u), $r(i, o), d.restore(), Qr(e, a, t)) : ($r(i, o), Qr(e, a, t)), (c || l || f) && d.restore();
	}
	function Qr(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = cr = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function $r(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = lr = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function ei(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = Ai(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function ti(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), Ir(s, o, c, l, s), d.beginPath();
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
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = ei(i, c, l, s == 0 ? V : H);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => ir[e]) : p, h = a.distr == 2 ? ir[p[1]] - ir[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = ht(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function ri(e) {
		let t = !0;
		return $n.forEach((n, i) => {
			let a = n(r, i, Xn, e);
			a != er[i] && (t = !1), er[i] = a;
		}), t;
	}
	function ii() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = mt((t._lpos + s) * k);
				Br(t.labelFont[0], c, "center", n == 2 ? D : ge), d.save(), i == 1 ? (a = o = 0, d.translate(p, mt(ln + dn / 2)), d.rotate((n == 3 ? -ft : ft) / 2)) : (a = mt(cn + un / 2), o = p);
				let m = Et(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? un : dn, h = i == 0 ? cn : ln, _ = t._splits, v = p.distr == 2 ? _.map((e) => ir[e]) : _, x = p.distr == 2 ? ir[_[1]] - ir[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = mt(w * k), E = mt((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * k), ee = t._rotate * -ft / 180, te = g(t._pos * k), ne = te + (T + E) * l;
			o = i == 0 ? ne : 0, a = i == 1 ? ne : 0;
			let re = t.font[0];
			Br(re, c, t.align == 1 ? _e : t.align == 2 ? ve : ee > 0 ? _e : ee < 0 ? ve : i == 0 ? "center" : n == 3 ? ve : _e, ee || i == 1 ? "middle" : n == 2 ? D : ge);
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
			S.show && ti(ae, S.filter(r, v, e, f, x), i, n, te, T, z(S.width * k, 3), S.stroke(r, e), S.dash, S.cap);
			let se = t.grid;
			se.show && ti(ae, se.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? ln : cn, i == 0 ? dn : un, z(se.width * k, 3), se.stroke(r, e), se.dash, se.cap), C.show && ti([te], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? ln : cn, i == 1 ? dn : un, z(C.width * k, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Oa("drawAxes");
	}
	function ai(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let oi = !1, si = !1, ci = [];
	function li() {
		si = !1;
		for (let e = 0; e < ci.length; e++) Oa(...ci[e]);
		ci.length = 0;
	}
	function ui() {
		oi ||= (nn(fi), !0);
	}
	function di(e, t = !1) {
		oi = !0, si = t, e(r), fi(), t && ci.length > 0 && queueMicrotask(li);
	}
	r.batch = di;
	function fi() {
		if (fn &&= (Wr(), !1), mn &&= (xn(), !1), pn) {
			if (j(p, _e, en), j(p, D, tn), j(p, me, V), j(p, he, H), j(m, _e, en), j(m, D, tn), j(m, me, V), j(m, he, H), j(f, me, Zt), j(f, he, $t), u.width = mt(Zt * k), u.height = mt($t * k), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						j(e, a ? "left" : "top", r - t), j(e, a ? "width" : "height", n), j(e, a ? "top" : "left", a ? tn : en), j(e, a ? "height" : "width", a ? H : V), Le(e, ne);
					} else Ie(e, ne);
				}
			}), cr = lr = vr = br = xr = Sr = Or = kr = yr = null, Ar = 1, fa(!0), en != rn || tn != an || V != on || H != sn) {
				ai(!1);
				let e = V / on, t = H / sn;
				if (ct && !gn && P.left >= 0) {
					P.left *= e, P.top *= t, _i && Ve(_i, mt(P.left), 0, V, H), q && Ve(q, 0, mt(P.top), V, H);
					for (let n = 0; n < jn.length; n++) {
						let r = jn[n];
						r != null && (Mn[n] *= e, W[n] *= t, Ve(r, ht(Mn[n]), ht(W[n]), V, H));
					}
				}
				if (Q.show && !_n && Q.left >= 0 && Q.width > 0) {
					Q.left *= e, Q.width *= e, Q.top *= t, Q.height *= t;
					for (let e in ha) j(Vi, e, Q[e]);
				}
				rn = en, an = tn, on = V, sn = H;
			}
			Oa("setSize"), pn = !1;
		}
		Zt > 0 && $t > 0 && (d.clearRect(0, 0, u.width, u.height), Oa("drawClear"), Oe.forEach((e) => e()), Oa("draw")), Q.show && _n && (Hi(Q), _n = !1), ct && gn && (ua(null, !0, !1), gn = !1), N.show && N.live && vn && (ca(), vn = !1), c || (c = !0, r.status = 1, Oa("ready")), ar = !1, oi = !1;
	}
	r.redraw = (e, t) => {
		mn = t || !1, e === !1 ? ui() : Wi(O, A.min, A.max);
	};
	function pi(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (tr == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (tr > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == O && i.distr == 2 && tr > 0 && (n.min = Ye(n.min, t[0]), n.max = Ye(n.max, t[0]), n.min == n.max && n.max++), M[e] = n, fn = !0, ui();
		}
	}
	r.setScale = pi;
	let mi, hi, _i, q, Ni, Pi, Fi, Ii, Li, Ri, J, Y, zi = !1, X = P.drag, Bi = X.x, Z = X.y;
	ct && (P.x && (mi = ze(ie, m)), P.y && (hi = ze(ae, m)), A.ori == 0 ? (_i = mi, q = hi) : (_i = hi, q = mi), J = P.left, Y = P.top);
	let Q = r.select = B({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Vi = Q.show ? ze(re, Q.over ? m : p) : null;
	function Hi(e, t) {
		if (Q.show) {
			for (let t in e) Q[t] = e[t], t in ha && j(Vi, t, e[t]);
			t !== !1 && Oa("setSelect");
		}
	}
	r.setSelect = Hi;
	function Ui(e) {
		if (v[e].show) at && Le(yt[e], ne);
		else if (at && Ie(yt[e], ne), ct) {
			let t = An ? jn[0] : jn[e];
			t != null && Ve(t, -10, -10, V, H);
		}
	}
	function Wi(e, t, n) {
		pi(e, {
			min: t,
			max: n
		});
	}
	function Gi(e, t, n, a) {
		t.focus != null && ea(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Ui(r), i == 2 ? (Wi(n.facets[0].scale, null, null), Wi(n.facets[1].scale, null, null)) : Wi(n.scale, null, null), ui());
		}), n !== !1 && Oa("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = Gi;
	function Ki(e, t) {
		B(ye[e], t);
	}
	function qi(e, t) {
		e.fill = R(e.fill || null), e.dir = F(e.dir, -1), t ??= ye.length, ye.splice(t, 0, e);
	}
	function Ji(e) {
		e == null ? ye.length = 0 : ye.splice(e, 1);
	}
	r.addBand = qi, r.setBand = Ki, r.delBand = Ji;
	function Yi(e, t) {
		v[e].alpha = t, ct && jn[e] != null && (jn[e].style.opacity = t), at && yt[e] && (yt[e].style.opacity = t);
	}
	let Xi, Zi, Qi, $i = { focus: !0 };
	function ea(e) {
		if (e != Qi) {
			let t = e == null, n = On.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Yi(a, i ? 1 : On.alpha);
				}
			}), Qi = e, n && ui();
		}
	}
	at && kn && Gt(Te, ut, (e) => {
		P._lock || (Dn(e), Qi != null && Gi(null, $i, !0, $.setSeries));
	});
	function ta(e, t, n) {
		let r = b[t];
		n && (e = e / k - (r.ori == 1 ? tn : en));
		let i = V;
		r.ori == 1 && (i = H, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? vt(10, c) : l == 4 ? St(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function na(e, n) {
		return Ye(ta(e, O, n), t[0], G, K);
	}
	r.valToIdx = (e) => Ye(e, t[0]), r.posToIdx = na, r.posToVal = ta, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? un : V, n ? cn : 0) : o(e, b[t], n ? dn : H, n ? ln : 0), r.setCursor = (e, t, n) => {
		J = e.left, Y = e.top, ua(null, t, n);
	};
	function ra(e, t) {
		j(Vi, _e, Q.left = e), j(Vi, me, Q.width = t);
	}
	function ia(e, t) {
		j(Vi, D, Q.top = e), j(Vi, he, Q.height = t);
	}
	let aa = A.ori == 0 ? ra : ia, oa = A.ori == 1 ? ra : ia;
	function sa() {
		if (at && N.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && Dt) continue;
			let t = N.values[e], n = 0;
			for (let r in t) xt[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function ca(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			$e[t] = e;
		}) : Kt(e.idx) || $e.fill(e.idx), N.idx = $e[0]), at && N.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !Dt) && la(e, $e[e]);
			sa();
		}
		vn = !1, t !== !1 && Oa("setLegend");
	}
	r.setLegend = ca;
	function la(e, n) {
		let i = v[e], a = e == 0 && Fe == 2 ? ir : t[e], o;
		Dt ? o = i.values(r, e, n) ?? Ot : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? Ot : { _: o }), N.values[e] = o;
	}
	function ua(e, n, a) {
		Li = J, Ri = Y, [J, Y] = P.move(r, J, Y), P.left = J, P.top = Y, ct && (_i && Ve(_i, mt(J), 0, V, H), q && Ve(q, 0, mt(Y), V, H));
		let o, s = G > K;
		Xi = L, Zi = null;
		let c = A.ori == 0 ? V : H, l = A.ori == 1 ? V : H;
		if (J < 0 || tr == 0 || s) {
			o = P.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = jn[e];
				t != null && Ve(t, -10, -10, V, H);
			}
			kn && Gi(null, $i, !0, e == null && $.setSeries), N.live && ($e.fill(o), vn = !0);
		} else {
			let e, n, a;
			i == 1 && (e = A.ori == 0 ? J : Y, n = ta(e, O), o = P.idx = Ye(n, t[0], G, K), a = Be(t[0][o], A, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = $e[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = P.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (vn = vn || S != y || x != _, $e[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : Be(i == 1 ? t[0][x] : t[e][0][x], A, c, 0), _ = S == null ? -10 : He(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (kn && S != null) {
						let t = A.ori == 1 ? J : Y, n = I(On.dist(r, e, x, _, t));
						if (n < Xi) {
							let r = On.bias;
							if (r != 0) {
								let i = ta(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Xi = n, Zi = e);
							} else Xi = n, Zi = e;
						}
					}
					if (vn || An) {
						let t, i;
						A.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = U.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = U.size(r, e);
						if (v = U.fill(r, e), g = U.stroke(r, e), An) e == Zi && Xi <= On.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = jn[e];
							t != null && (Mn[e] = c, W[e] = l, We(t, a, o, y), Ue(t, v, g), Ve(t, ht(c), ht(l), V, H));
						}
					}
				}
			}
			if (An) {
				let e = On.prox;
				if (vn || (Qi == null ? Xi <= e : Xi > e || Zi != Qi)) {
					let e = jn[0];
					e != null && (Mn[0] = s, W[0] = u, We(e, d, f, p), Ue(e, m, h), Ve(e, ht(s), ht(u), V, H));
				}
			}
		}
		if (Q.show && zi) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (Bi = s._x, Z = s._y, Bi || Z) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && Bi ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = Be(m(h, a), _, c, 0), y = Be(m(h + g, a), _, c, 0), aa(gt(v, y), I(y - v))) : aa(0, c), S && Z ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = He(m(h, o), _, l, 0), y = He(m(h + g, o), _, l, 0), oa(gt(v, y), I(y - v))) : oa(0, l);
				} else ga();
			} else {
				let e = I(Li - Ni), t = I(Ri - Pi);
				if (A.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				Bi = X.x && e >= X.dist, Z = X.y && t >= X.dist;
				let n = X.uni;
				n == null ? X.x && X.y && (Bi || Z) && (Bi = Z = !0) : Bi && Z && (Bi = e >= n, Z = t >= n, !Bi && !Z && (t > e ? Z = !0 : Bi = !0));
				let r, i;
				Bi && (A.ori == 0 ? (r = Fi, i = J) : (r = Ii, i = Y), aa(gt(r, i), I(i - r)), Z || oa(0, l)), Z && (A.ori == 1 ? (r = Fi, i = J) : (r = Ii, i = Y), oa(gt(r, i), I(i - r)), Bi || aa(0, c)), !Bi && !Z && (aa(0, 0), oa(0, 0));
			}
		}
		if (X._x = Bi, X._y = Z, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : ta(A.ori == 0 ? J : Y, e), $.values[1] = t == null ? null : ta(A.ori == 1 ? J : Y, t);
				}
				Ma(xe, r, J, Y, V, H, o);
			}
			if (kn) {
				let e = a && $.setSeries, t = On.prox;
				Qi == null ? Xi <= t && Gi(Zi, $i, !0, e) : Xi > t ? Gi(null, $i, !0, e) : Zi != Qi && Gi(Zi, $i, !0, e);
			}
		}
		vn && (N.idx = o, ca()), n !== !1 && Oa("setCursor");
	}
	let da = null;
	Object.defineProperty(r, "rect", { get() {
		return da ?? fa(!1), da;
	} });
	function fa(e = !1) {
		e ? da = null : (da = m.getBoundingClientRect(), Oa("syncRect", da));
	}
	function pa(e, t, n, r, i, a, o) {
		P._lock || zi && e != null && e.movementX == 0 && e.movementY == 0 || (ma(e, t, n, r, i, a, o, !1, e != null), e == null ? ua(t, !0, !1) : ua(null, !0, !0));
	}
	function ma(e, t, n, i, a, o, c, l, u) {
		if (da ?? fa(!1), Dn(e), e != null) n = e.clientX - da.left, i = e.clientY - da.top;
		else {
			if (n < 0 || i < 0) {
				J = -10, Y = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = A.ori == 0 ? V : H, _ = A.ori == 1 ? V : H, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, A.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == xe) && ((n <= 1 || n >= V - 1) && (n = Ft(n, V)), (i <= 1 || i >= H - 1) && (i = Ft(i, H))), l ? (Ni = n, Pi = i, [Fi, Ii] = P.move(r, n, i)) : (J = n, Y = i);
	}
	let ha = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function ga() {
		Hi(ha, !1);
	}
	let _a, va, ya, ba;
	function xa(e, t, n, i, a, o, s) {
		zi = !0, Bi = Z = X._x = X._y = !1, ma(e, t, n, i, a, o, s, !0, !1), e != null && (Gt(Ce, Me, Sa, !1), Ma(Se, r, Fi, Ii, V, H, null));
		let { left: c, top: l, width: u, height: d } = Q;
		_a = c, va = l, ya = u, ba = d;
	}
	function Sa(e, t, n, i, a, o, s) {
		zi = X._x = X._y = !1, ma(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Q, f = u > 0 || d > 0, p = _a != c || va != l || ya != u || ba != d;
		if (f && p && Hi(Q), X.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (A.ori == 1 && (e = l, t = d, n = c, r = u), Bi && Wi(O, ta(e, O), ta(e + t, O)), Z) for (let e in b) {
				let t = b[e];
				e != O && t.from == null && t.min != L && Wi(e, ta(n + r, e), ta(n, e));
			}
			ga();
		} else P.lock && (P._lock = !P._lock, ua(t, !0, e != null));
		e != null && (Xt(Ce, Me), Ma(Ce, r, J, Y, V, H, null));
	}
	function Ca(e, t, n, r, i, a, o) {
		if (P._lock) return;
		Dn(e);
		let s = zi;
		if (zi) {
			let e = !0, t = !0, n, r;
			A.ori == 0 ? (n = Bi, r = Z) : (n = Z, r = Bi), n && r && (e = J <= 10 || J >= V - 10, t = Y <= 10 || Y >= H - 10), n && e && (J = J < Fi ? 0 : V), r && t && (Y = Y < Ii ? 0 : H), ua(null, !0, !0), zi = !1;
		}
		J = -10, Y = -10, $e.fill(null), ua(null, !0, !0), s && (zi = s);
	}
	function wa(e, t, n, i, a, o, s) {
		P._lock || (Dn(e), sr(), ga(), e != null && Ma(Ee, r, J, Y, V, H, null));
	}
	function Ta() {
		y.forEach(Mi), yn(r.width, r.height, !0);
	}
	qe(ke, Ne, Ta);
	let Ea = {};
	Ea.mousedown = xa, Ea.mousemove = pa, Ea.mouseup = Sa, Ea.dblclick = wa, Ea.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && Gi(n, i, !0, !1);
	}, ct && (Gt(Se, m, xa), Gt(xe, m, pa), Gt(we, m, (e) => {
		Dn(e), fa(!1);
	}), Gt(Te, m, Ca), Gt(Ee, m, wa), gi.add(r), r.syncRect = fa);
	let Da = r.hooks = e.hooks || {};
	function Oa(e, t, n) {
		si ? ci.push([
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
	let ka = (e, t, n) => n, $ = B({
		key: null,
		setSeries: !1,
		filters: {
			pub: jt,
			sub: jt
		},
		scales: [O, v[1] ? v[1].scale : null],
		match: [
			Mt,
			Mt,
			ka
		],
		values: [null, null]
	}, P.sync);
	$.match.length == 2 && $.match.push(ka), P.sync = $;
	let Aa = $.key, ja = Lr(Aa);
	function Ma(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Ea[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), gi.delete(r), Bt.clear(), Je(ke, Ne, Ta), l.remove(), ut?.remove(), Oa("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Oa("init", e, t), or(t || e.data, !1), M[O] ? pi(O, M[O]) : sr(), _n = Q.show && (Q.width > 0 || Q.height > 0), gn = vn = !0, yn(e.width, e.height);
	}
	return v.forEach(Un), y.forEach(Zn), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
q.assign = B, q.fmtNum = ut, q.rangeNum = ot, q.rangeLog = tt, q.rangeAsinh = nt, q.orient = Br, q.pxRatio = k, q.join = tn, q.fmtDate = hn, q.tzDate = _n, q.sync = Lr;
{
	q.addGap = Gr, q.clipGaps = Wr;
	let e = q.paths = { points: ai };
	e.linear = li, e.stepped = ui, e.bars = fi, e.spline = mi;
}
// src/views/charts.ts
var Ni = class {
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
			let a = r.map((e) => e[0]), o = r.map((e) => p(e[2])), s = new q(this.options(e, n), [a, o], e);
			s.over.addEventListener("click", () => {
				let e = s.cursor.left;
				e !== void 0 && e >= 0 && this.onPick(s.posToVal(e, "x"));
			}), this.charts.push({
				plot: s,
				box: e
			});
		}
		if (e.length === 0) {
			let e = document.createElement("div");
			e.className = "empty", e.textContent = "No scalars in this run: log them with TraceLogger.log_scalars(metrics, step).", this.root.append(e);
		}
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
}, Pi = [
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
], Fi = [
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
function Ii(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
function Li(e, t) {
	if (!Number.isFinite(t)) return [
		160,
		160,
		160
	];
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Ii(Pi, n > 0 ? (t - e.min) / n : .5);
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Ii(Fi, n > 0 ? .5 + t / (2 * n) : .5);
}
function Ri(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function J(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function Y(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? Pi : Fi).map((e) => J(e)).join(", ")})`;
}
// src/format.ts
function zi(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
function X(e) {
	return e === "" ? "∅" : e.replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/views/path.ts
var Bi = {
	log_prob: "log-prob",
	entropy: "entropy",
	value: "value",
	token_reward: "reward",
	advantage: "advantage",
	returns: "return",
	ref_log_prob: "ref log-prob"
};
function Z(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
var Q = class {
	root;
	onMetric;
	trace = null;
	metric = null;
	active = -1;
	tokens = [];
	card;
	constructor(e, t) {
		this.root = e, this.onMetric = t, this.card = Z("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card);
	}
	show(e, t) {
		if (this.trace = e, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.tokens = [], !e) return;
		let n = _(e);
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
		if (e.groupId && o.push(`group ${e.groupId}`), e.score !== null && o.push(`score ${zi(e.score)}`), r.append(Z("span", "meta", o.join(" · "))), this.root.append(r), e.promptText) {
			let t = Z("div", "prompt");
			t.append(Z("span", "label", "prompt "), Z("span", "prompt-text", e.promptText)), this.root.append(t);
		}
		let s = Z("div", "path");
		s.tabIndex = 0, s.setAttribute("aria-label", "response tokens: arrow keys move between tokens");
		let c = a ? v(this.metric, a) : null, l = document.createDocumentFragment();
		for (let t = 0; t < e.tokenIds.length; t++) {
			let n = Z("span", "tok", X(e.tokenText[t]));
			if (n.dataset.i = String(t), a && c) {
				let e = Li(c, a[t]);
				n.style.background = J(e), n.style.color = Ri(e);
			}
			l.append(n), this.tokens.push(n);
		}
		e.tokenIds.length === 0 && s.append(Z("span", "empty", "(empty response)")), s.append(l), s.addEventListener("mouseover", (e) => {
			let t = e.target.closest(".tok");
			t && this.activate(Number(t.dataset.i));
		}), s.addEventListener("mouseleave", () => {
			document.activeElement !== s && this.activate(-1);
		}), s.addEventListener("focus", () => this.activate(Math.max(0, this.active))), s.addEventListener("blur", () => this.activate(-1)), s.addEventListener("keydown", (e) => {
			let t = {
				ArrowRight: 1,
				ArrowLeft: -1,
				Home: -Infinity,
				End: Infinity
			};
			if (!(e.key in t) || this.tokens.length === 0) return;
			e.preventDefault();
			let n = Math.min(this.tokens.length - 1, Math.max(0, this.active + t[e.key]));
			this.activate(Number.isFinite(n) ? n : 0);
		}), this.root.append(s);
	}
	legend(e) {
		let t = Z("span", "legend");
		if (!e || !this.metric) return t.textContent = "not logged for this sample", t;
		let n = v(this.metric, e), r = Z("span", "legend-bar");
		r.style.background = Y(n.kind);
		let i = Math.max(Math.abs(n.min), Math.abs(n.max)), [a, o] = n.kind === "diverging" ? [-i, i] : [n.min, n.max];
		return t.append(Z("span", "legend-min", zi(a, 2)), r, Z("span", "legend-max", zi(o, 2))), t;
	}
	activate(e) {
		if (this.active >= 0 && this.tokens[this.active]?.classList.remove("active"), this.active = e, e < 0 || !this.trace) {
			this.card.hidden = !0;
			return;
		}
		let t = this.tokens[e];
		t.classList.add("active"), t.scrollIntoView({ block: "nearest" }), this.fillCard(this.trace, e);
		let n = t.getBoundingClientRect();
		this.card.hidden = !1;
		let r = this.card.getBoundingClientRect(), i = Math.min(window.innerWidth - r.width - 8, Math.max(8, n.left)), a = n.bottom + 6, o = a + r.height > window.innerHeight ? n.top - r.height - 6 : a;
		this.card.style.left = `${i}px`, this.card.style.top = `${Math.max(8, o)}px`;
	}
	fillCard(e, t) {
		this.card.replaceChildren();
		let n = Z("div", "card-title");
		n.append(Z("span", "card-token", X(e.tokenText[t])), Z("span", "card-id", `id ${e.tokenIds[t]} · position ${t}`)), this.card.append(n);
		let { alternatives: r, rank: i } = y(e, t), a = Z("table", "card-numbers"), o = (e, t) => {
			let n = a.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		}, s = e.fields.get("log_prob");
		s && o("probability", zi(Math.exp(s[t]), 4)), e.topK && o("rank", i === null ? `> ${e.topK.k}` : String(i));
		for (let [n, r] of e.fields) o(Bi[n] ?? n.replace(/^extra:/, ""), zi(r[t], 4));
		let c = e.fields.get("ref_log_prob");
		if (s && c && o("KL (k1)", zi(s[t] - c[t], 4)), r.length) {
			let n = Z("div", "topk");
			n.append(Z("div", "topk-title", `top-${r.length} alternatives`));
			for (let i of r) {
				let r = Z("div", "topk-row");
				i.id === e.tokenIds[t] && r.classList.add("chosen");
				let a = Z("span", "topk-bar");
				a.style.width = `${Math.max(1, i.prob * 100)}%`, r.append(Z("span", "topk-text", X(i.text)), Z("span", "topk-track", void 0), Z("span", "topk-prob", zi(i.prob, 3))), r.children[1].append(a), n.append(r);
			}
			this.card.append(n);
		}
		this.card.append(a);
	}
}, Vi = [
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
		value: (e) => p(e.score)
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
		value: (e) => p(e.mean_entropy)
	},
	{
		key: "kl",
		label: "KL̄",
		title: "mean log π − log π_ref",
		value: (e) => p(e.mean_kl)
	}
];
function Hi(e, t, n) {
	let r = Vi.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var Ui = class {
	root;
	onSelect;
	sortKey = "sample";
	descending = !1;
	detail = null;
	selectedBlob = null;
	constructor(e, t) {
		this.root = e, this.onSelect = t;
	}
	show(e, t) {
		this.detail = e, this.selectedBlob = t, this.render();
	}
	render() {
		this.root.replaceChildren();
		let e = this.detail;
		if (!e) return;
		let t = document.createElement("div");
		if (t.className = "samples-caption", t.textContent = `Step ${e.step}: ${e.samples.length} recorded of ${e.batch_size} responses`, this.root.append(t), !e.has_traces) {
			let e = document.createElement("div");
			e.className = "note", e.textContent = "TensorBoard did not keep this step's traces (reservoir sampling). Pick a marked step, or start tensorboard with --samples_per_plugin=tb_verl=0 to keep all.", this.root.append(e);
		}
		let n = document.createElement("table");
		n.className = "samples";
		let r = n.createTHead().insertRow();
		for (let e of Vi) {
			let t = document.createElement("th");
			t.textContent = e.label + (this.sortKey === e.key ? this.descending ? " ▼" : " ▲" : ""), t.title = `${e.title} (click to sort)`, t.tabIndex = 0, t.dataset.key = e.key;
			let n = () => {
				this.descending = this.sortKey === e.key ? !this.descending : e.key !== "sample", this.sortKey = e.key, this.render();
			};
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n()), r.append(t);
		}
		let i = n.createTBody();
		for (let t of Hi(e.samples, this.sortKey, this.descending)) {
			let n = i.insertRow();
			n.tabIndex = 0, n.dataset.blob = String(t.blob_index), n.dataset.sample = String(t.sample_index), t.blob_index === this.selectedBlob && n.classList.add("selected");
			for (let e of Vi) {
				let r = e.value(t);
				n.insertCell().textContent = typeof r == "number" && !Number.isInteger(r) ? zi(r) : String(r ?? "–");
			}
			let r = () => e.has_traces && this.onSelect(t.blob_index);
			n.addEventListener("click", r), n.addEventListener("keydown", (e) => e.key === "Enter" && r());
		}
		this.root.append(n);
	}
}, Wi = [
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
function Gi(e) {
	let t = new Set(e), n = [];
	for (let e of Wi) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
function Ki(t) {
	return t instanceof e ? `${t.message} (HTTP ${t.status})` : t instanceof Error ? t.message : String(t);
}
var qi = class {
	store = new r(i());
	charts;
	samples;
	path;
	runSelect;
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
		t.className = "toolbar", this.runSelect = document.createElement("select"), this.runSelect.setAttribute("aria-label", "run"), this.runSelect.addEventListener("change", () => void this.selectRun(this.runSelect.value));
		let n = this.button("◀", "previous logged step", () => this.moveStep(-1)), r = this.button("▶", "next logged step", () => this.moveStep(1));
		this.stepLabel = document.createElement("span"), this.stepLabel.className = "step-label", this.addChart = document.createElement("select"), this.addChart.setAttribute("aria-label", "add a chart"), this.addChart.addEventListener("change", () => {
			let e = this.addChart.value;
			this.addChart.value = "", e && !this.store.state.chartTags.includes(e) && this.loadCharts([...this.store.state.chartTags, e]);
		}), this.status = document.createElement("span"), this.status.className = "status", this.status.setAttribute("role", "status");
		let i = document.createElement("label");
		i.append("Run ", this.runSelect), t.append(i, n, this.stepLabel, r, this.addChart, this.status);
		let s = document.createElement("section");
		s.className = "charts";
		let c = document.createElement("main");
		c.className = "detail";
		let l = document.createElement("section");
		l.className = "samples-pane";
		let u = document.createElement("section");
		u.className = "path-pane", c.append(l, u), e.append(t, s, c), this.charts = new Ni(s, (e) => {
			let t = a(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.samples = new Ui(l, (e) => void this.selectSample(e)), this.path = new Q(u, (e) => this.store.set({ metric: e })), this.store.subscribe((e, t) => {
			t.has("message") && (this.status.textContent = e.message?.text ?? "", this.status.dataset.kind = e.message?.kind ?? ""), (t.has("step") || t.has("steps")) && (this.stepLabel.textContent = e.step === null ? "no step" : `step ${e.step}`, this.charts.select(e.step)), (t.has("stepDetail") || t.has("blob")) && this.samples.show(e.stepDetail, e.blob), (t.has("trace") || t.has("metric")) && this.path.show(e.trace, e.metric), t.has("dark") && document.documentElement.classList.toggle("dark", e.dark);
		}), document.addEventListener("keydown", (e) => {
			e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || (e.key === "[" && this.moveStep(-1), e.key === "]" && this.moveStep(1));
		}), o((e) => {
			e !== this.store.state.dark && (this.store.set({ dark: e }), this.store.state.chartTags.length && this.loadCharts(this.store.state.chartTags));
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
			let e = await n.runs();
			if (this.store.set({ runs: e }), this.runSelect.replaceChildren(...e.map((e) => new Option(e.has_traces ? e.run : `${e.run} (no traces)`, e.run))), e.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions."
				} });
				return;
			}
			await this.selectRun((e.find((e) => e.has_traces) ?? e[0]).run);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: `Cannot list runs: ${Ki(e)}`
			} });
		}
	}
	async selectRun(e) {
		let t = ++this.generation.run, r = this.store.state.runs.find((t) => t.run === e);
		this.runSelect.value = e, this.store.set({
			run: e,
			steps: [],
			step: null,
			stepDetail: null,
			blob: null,
			trace: null,
			message: {
				kind: "info",
				text: "Loading…"
			}
		}), this.addChart.replaceChildren(new Option("+ chart", ""), ...(r?.scalar_tags ?? []).map((e) => new Option(e, e)));
		try {
			let i = r?.has_traces ? await n.steps(e) : [];
			if (t !== this.generation.run || (this.store.set({ steps: i }), await this.loadCharts(Gi(r?.scalar_tags ?? [])), t !== this.generation.run)) return;
			if (i.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No decision traces in this run: call TraceLogger.log_decisions(step, ...)."
				} });
				return;
			}
			let a = [...i].reverse().find((e) => e.has_traces) ?? i[i.length - 1];
			await this.selectStep(a.step);
		} catch (e) {
			t === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: Ki(e)
			} });
		}
	}
	async loadCharts(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let r = await Promise.all(e.map(async (e) => ({
			tag: e,
			points: await n.scalars(t, e)
		})));
		t === this.store.state.run && (this.store.set({ chartTags: e }), this.charts.show(r, this.store.state.steps.filter((e) => e.has_traces).map((e) => e.step), this.store.state.dark), this.charts.select(this.store.state.step));
	}
	moveStep(e) {
		let { steps: t, step: n } = this.store.state;
		if (t.length === 0) return;
		let r = n === null ? -1 : t.findIndex((e) => e.step === n), i = t[Math.min(t.length - 1, Math.max(0, r + e))];
		i && i.step !== n && this.selectStep(i.step);
	}
	async selectStep(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let r = ++this.generation.step;
		this.store.set({
			step: e,
			message: {
				kind: "info",
				text: `Loading step ${e}…`
			}
		});
		try {
			let i = await n.step(t, e);
			if (r !== this.generation.step) return;
			this.store.set({
				stepDetail: i,
				blob: null,
				trace: null,
				message: null
			}), i.has_traces && i.samples.length && await this.selectSample(i.samples[0].blob_index);
		} catch (e) {
			r === this.generation.step && this.store.set({ message: {
				kind: "error",
				text: Ki(e)
			} });
		}
	}
	async selectSample(e) {
		let { run: t, step: r } = this.store.state;
		if (t === null || r === null) return;
		let i = ++this.generation.trace;
		this.store.set({
			blob: e,
			message: {
				kind: "info",
				text: "Loading trace…"
			}
		});
		try {
			let a = m(await n.trace(t, r, e));
			if (i !== this.generation.trace) return;
			this.store.set({
				trace: a,
				message: null
			});
		} catch (e) {
			i === this.generation.trace && this.store.set({ message: {
				kind: "error",
				text: Ki(e)
			} });
		}
	}
}, Ji = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light}:root.dark{--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.step-label{text-align:center;font-variant-numeric:tabular-nums;min-width:80px}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{border-radius:2px;margin-right:1px;padding:1px 0}.tok.active{outline:2px solid var(--focus);outline-offset:0}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}";
// src/index.ts
function Yi() {
	let e = document.createElement("style");
	e.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + Ji, document.head.append(e), new qi(document.body).start();
}
export { Yi as render };
