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
	for (; r - n > 1;) i = a ? n + r >> 1 : mt((n + r) / 2), t[i] < e ? n = i : r = i;
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
	return [s ?? I, c ?? -I];
}
function tt(e, t, n, r) {
	let i = bt(e), a = bt(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? xt : St, s = i == 1 ? mt : gt, c = a == 1 ? gt : mt, l = s(o(pt(e))), u = c(o(pt(t))), d = yt(n, l), f = yt(n, u);
	return n == 10 && (l < 0 && (d = R(d, -l)), u < 0 && (f = R(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Rt(e, d), t = Lt(t, f)), [e, t];
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
	return Yt(n) ? ct(e, t, n) : (P.pad = n, P.soft = r ? 0 : null, P.mode = r ? 3 : 0, ct(e, t, at));
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
	let r = n.min, i = n.max, a = F(r.pad, 0), o = F(i.pad, 0), s = F(r.hard, -I), c = F(i.hard, I), l = F(r.soft, I), u = F(i.soft, -I), d = F(r.mode, 0), f = F(i.mode, 0), p = t - e, m = xt(p), h = vt(pt(e), pt(t)), g = pt(xt(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != I && (a = 0), f == 2 && u != -I && (o = 0)));
	let _ = p || h || 1e3, v = yt(10, mt(xt(_))), y = R(Rt(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : I, x = vt(s, y < b && e >= b ? b : _t(b, y)), S = R(Lt(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -I, w = _t(c, S > C && t <= C ? C : vt(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var lt = new Intl.NumberFormat(je ? Pe.language : "en-US"), ut = (e) => lt.format(e), dt = Math, ft = dt.PI, pt = dt.abs, mt = dt.floor, ht = dt.round, gt = dt.ceil, _t = dt.min, vt = dt.max, yt = dt.pow, bt = dt.sign, xt = dt.log10, St = dt.log2, Ct = (e, t = 1) => dt.sinh(e) * t, wt = (e, t = 1) => dt.asinh(e / t), I = Infinity;
function Tt(e) {
	return (xt((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Et(e, t, n) {
	return _t(vt(e, t), n);
}
function Dt(e) {
	return typeof e == "function";
}
function L(e) {
	return Dt(e) ? e : () => e;
}
var Ot = () => {}, kt = (e) => e, At = (e, t) => t, jt = (e) => null, Mt = (e) => !0, Nt = (e, t) => e == t, Pt = /\.\d*?(?=9{6,}|0{6,})/gm, Ft = (e) => {
	if (Kt(e) || zt.has(e)) return e;
	let t = `${e}`, n = t.match(Pt);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Ft(e)}e${n}`;
	}
	return R(e, r);
};
function It(e, t) {
	return Ft(R(Ft(e / t)) * t);
}
function Lt(e, t) {
	return Ft(gt(Ft(e / t)) * t);
}
function Rt(e, t) {
	return Ft(mt(Ft(e / t)) * t);
}
function R(e, t = 0) {
	if (Kt(e)) return e;
	let n = 10 ** t;
	return ht(e * n * (1 + 2 ** -52)) / n;
}
var zt = /* @__PURE__ */ new Map();
function Bt(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Vt(e, t, n, r) {
	let i = [], a = r.map(Bt);
	for (let o = t; o < n; o++) {
		let t = pt(o), n = R(yt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : R(c, l);
			i.push(u), zt.set(u, l);
		}
	}
	return i;
}
var Ht = {}, Ut = [], Wt = [null, null], Gt = Array.isArray, Kt = Number.isInteger, qt = (e) => e === void 0;
function Jt(e) {
	return typeof e == "string";
}
function Yt(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function Xt(e) {
	return typeof e == "object" && !!e;
}
var Zt = Object.getPrototypeOf(Uint8Array), Qt = "__proto__";
function $t(e, t = Yt) {
	let n;
	if (Gt(e)) {
		let r = e.find((e) => e != null);
		if (Gt(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = $t(e[r], t);
		} else n = e.slice();
	} else if (e instanceof Zt) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != Qt && (n[r] = $t(e[r], t));
	} else n = e;
	return n;
}
function z(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != Qt && (Yt(e[t]) ? z(e[t], $t(r[t])) : e[t] = $t(r[t]));
	}
	return e;
}
var en = 0, B = 1, V = 2;
function tn(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function nn(e, t) {
	if (on(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return sn(t[0]) || (t = an(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : B, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != en && (l[n] = t, u == V && d.push(n)) : l[n] = t;
			}
			tn(l, d, i), r.push(l);
		}
	}
	return r;
}
var rn = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function an(e) {
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
function on(e) {
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
function sn(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = vt(1, mt((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var cn = [
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
], ln = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function un(e) {
	return e.slice(0, 3);
}
var dn = ln.map(un), fn = {
	MMMM: cn,
	MMM: cn.map(un),
	WWWW: ln,
	WWW: dn
};
function pn(e) {
	return (e < 10 ? "0" : "") + e;
}
function mn(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var hn = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => pn(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => pn(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => pn(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => pn(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => pn(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => mn(e.getMilliseconds())
};
function gn(e, t) {
	t ||= fn;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? hn[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var _n = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function vn(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == _n ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var yn = (e) => e % 1 == 0, bn = [
	1,
	2,
	2.5,
	5
], xn = Vt(10, -32, 0, bn), Sn = Vt(10, 0, 32, bn), Cn = Sn.filter(yn), wn = xn.concat(Sn), Tn = "\n", En = "{YYYY}", Dn = Tn + En, On = "{M}/{D}", H = Tn + On, kn = H + "/{YY}", An = "{aa}", jn = "{h}:{mm}" + An, Mn = Tn + jn, Nn = ":{ss}", U = null;
function Pn(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Vt(10, 0, 3, bn).filter(yn) : Vt(10, -3, 0, bn)).concat([
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
			En,
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
			Dn,
			U,
			U,
			U,
			U,
			U,
			1
		],
		[
			i,
			On,
			Dn,
			U,
			U,
			U,
			U,
			U,
			1
		],
		[
			r,
			"{h}" + An,
			kn,
			U,
			H,
			U,
			U,
			U,
			1
		],
		[
			n,
			jn,
			kn,
			U,
			H,
			U,
			U,
			U,
			1
		],
		[
			t,
			Nn,
			kn + " " + jn,
			U,
			H + " " + jn,
			U,
			Mn,
			U,
			1
		],
		[
			e,
			Nn + ".{fff}",
			kn + " " + jn,
			U,
			H + " " + jn,
			U,
			Mn,
			U,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = R(g * e, 3), v = Wn(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = R(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : R(Wn(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(ht(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Wn(c + r * a, l + n * a, 1), s = o - t(R(o * e, 3));
					i = R((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (mt(l) - mt(_)) + Lt(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = R(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = mt(R(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					R((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Fn, In, Ln] = Pn(1), [Rn, zn, Bn] = Pn(.001);
Vt(2, -53, 53, [1]);
function Vn(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Hn(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Un(e, t) {
	let n = gn(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Wn(e, t, n) {
	return new Date(e, t, n);
}
function Gn(e, t) {
	return t(e);
}
var Kn = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function qn(e, t) {
	return (n, r, i, a) => a == null ? Ae : t(e(r));
}
function Jn(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function Yn(e, t) {
	return e.series[t].fill(e, t);
}
var Xn = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Ot,
	markers: {
		show: !0,
		width: 2,
		stroke: Jn,
		fill: Yn,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function Zn(e, t) {
	let n = e.cursor.points, r = ze(), i = n.size(e, t);
	j(r, me, i), j(r, he, i);
	let a = i / -2;
	j(r, "marginLeft", a), j(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && j(r, "borderWidth", o), r;
}
function Qn(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function $n(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function er(e, t) {
	return e.series[t].points.size;
}
var tr = [0, 0];
function nr(e, t, n) {
	return tr[0] = t, tr[1] = n, tr;
}
function W(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function G(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var rr = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: nr,
	points: {
		one: !1,
		show: Zn,
		size: er,
		width: 0,
		stroke: $n,
		fill: Qn
	},
	bind: {
		mousedown: W,
		mouseup: W,
		click: W,
		dblclick: W,
		mousemove: G,
		mouseleave: G,
		mouseenter: G
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
}, ir = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, ar = z({}, ir, { filter: At }), or = z({}, ar, { size: 10 }), sr = z({}, ir, { show: !1 }), cr = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", lr = "bold " + cr, ur = 1.5, dr = {
	show: !0,
	scale: "x",
	stroke: ye,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: lr,
	side: 2,
	grid: ar,
	ticks: or,
	border: sr,
	font: cr,
	lineGap: ur,
	rotate: 0
}, fr = "Value", pr = "Time", mr = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: I,
	max: -Infinity,
	idxs: []
};
function hr(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : ut(e));
}
function gr(e, t, n, r, i, a, o) {
	let s = [], c = zt.get(i) || 0;
	n = o ? n : R(Lt(n, i), c);
	for (let e = n; e <= r; e = R(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function _r(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = yt(c, mt((c == 10 ? xt : St)(n))), c == 10 && (i = wn[Ye(i, wn)]);
	let l = n, u = i * c;
	c == 10 && (u = wn[Ye(u, wn)]);
	do
		s.push(l), l += i, c == 10 && !zt.has(l) && (l = R(l, zt.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = wn[Ye(u, wn)]));
	while (l <= r);
	return s;
}
function vr(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? _r(e, t, vt(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? _r(e, t, vt(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var yr = /./, br = /[12357]/, xr = /[125]/, Sr = /1/, Cr = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function wr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? yr : c(7, o) - u >= l ? br : c(5, o) - u >= l ? xr : Sr;
	if (d == Sr) {
		let e = pt(c(1, o) - u);
		if (e < l) return Cr(t.slice().reverse(), s.distr, d, gt(l / e)).reverse();
	}
	return Cr(t, s.distr, d, 1);
}
function Tr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = pt(c(1, o) - c(2, o));
	return l < s ? Cr(t.slice().reverse(), 3, yr, gt(s / l)).reverse() : t;
}
function Er(e, t, n, r) {
	return r == null ? Ae : t == null ? "" : ut(t);
}
var Dr = {
	show: !0,
	scale: "y",
	stroke: ye,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: lr,
	side: 3,
	grid: ar,
	ticks: or,
	border: sr,
	font: cr,
	lineGap: ur,
	rotate: 0
};
function Or(e, t) {
	return R((3 + (e || 1) * 2) * t, 3);
}
function kr(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = pt(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * k);
	return r[1] - r[0] <= o;
}
var Ar = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: I,
	max: -Infinity
}, jr = (e, t, n, r, i) => i, Mr = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: jr,
	alpha: 1,
	facets: [z({}, Ar, { scale: "x" }), z({}, Ar, { scale: "y" })]
}, Nr = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: jr,
	alpha: 1,
	points: {
		show: kr,
		filter: null
	},
	values: null,
	min: I,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Pr(e, t, n, r, i) {
	return n / 10;
}
var Fr = {
	time: b,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Ir = z({}, Fr, {
	time: !1,
	ori: 1
}), Lr = {};
function Rr(e, t) {
	let n = Lr[e];
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
	}, e != null && (Lr[e] = n)), n;
}
var zr = 1, Br = 2;
function Vr(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, Xr, Qr, ei, ni, ii) : n(i, c, l, u, d, _, g, p, f, h, m, Zr, $r, ti, ri, ai);
}
function Hr(e, t) {
	let n = 0, r = 0, i = F(e.bands, Ut);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Ur(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Wr(e, t, n, r, i, a) {
	return Vr(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? Qr : $r, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function Gr(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? ei : ti, c = n;
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
function Kr(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function qr(e, t, n, r, i, a, o) {
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
function Jr(e) {
	return e == 0 ? kt : e == 1 ? ht : (t) => It(t, e);
}
function Yr(e) {
	let t = e == 0 ? Xr : Zr, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = _t(c, o / 2, s / 2), l = _t(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var Xr = (e, t, n) => {
	e.moveTo(t, n);
}, Zr = (e, t, n) => {
	e.moveTo(n, t);
}, Qr = (e, t, n) => {
	e.lineTo(t, n);
}, $r = (e, t, n) => {
	e.lineTo(n, t);
}, ei = Yr(0), ti = Yr(1), ni = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, ri = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, ii = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, ai = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function oi(e) {
	return (e, t, n, r, i) => Vr(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = Xr, v = ni) : (_ = Zr, v = ri);
		let y = R(g.width * k, 3), b = (g.size - g.width) / 2 * k, x = R(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: ee } = e.bbox;
		ei(C, w - x, T - x, E + x * 2, ee + x * 2);
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
function si(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var ci = si(Qr), li = si($r);
function ui(e) {
	let t = F(e?.alignGaps, 0);
	return (e, n, r, i) => Vr(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = $e(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = Qr, b = ci) : (y = $r, b = li);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: zr
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
		let [T, E] = Hr(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...qr(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = Gr(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Wr(e, n, r, i, C, -1), Wr(e, n, r, i, C, 1)] : Wr(e, n, r, i, C, E)), S;
	});
}
function di(e) {
	let t = F(e.align, 1), n = F(e.ascDesc, !1), r = F(e.alignGaps, 0), i = F(e.extend, !1);
	return (e, a, o, s) => Vr(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = $e(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? Qr : $r, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: zr
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
		let [oe, se] = Hr(e, a);
		if (c.fill != null || oe != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, oe));
			w(t, ae, n), w(t, ie, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...qr(l, u, o, s, ee, S, r));
			let f = c.width * k / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = Gr(i, d.ori, h, g, _, v);
		}
		return se != 0 && (T.band = se == 2 ? [Wr(e, a, o, s, E, -1), Wr(e, a, o, s, E, 1)] : Wr(e, a, o, s, E, se)), T;
	});
}
function fi(e, t, n, r, i, a, o = I) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = pt(e[c] - e[s]);
				t < l && (l = t, o = pt(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function pi(e) {
	e ||= Ht;
	let t = F(e.size, [
		.6,
		I,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = L(i), o = 1 - t[0], s = F(t[1], I), c = F(t[2], 1), l = F(e.disp, Ht), u = F(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Vr(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, ee = r * k, te = s * k, ne = c * k, re, ie;
		_.ori == 0 ? [re, ie] = a(e, t) : [ie, re] = a(e, t);
		let ae = _.dir * (_.ori == 0 ? 1 : -1), oe = _.ori == 0 ? ei : ti, se = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ce = F(e.bands, Ut).find((e) => e.series[0] == t), le = ce == null ? 0 : ce.dir, ue = m.fillTo(e, t, m.min, m.max, le), de = T(b(ue, v, w, S)), fe, pe, me, he = C, D = T(m.width * k), ge = !1, _e = null, ve = null, ye = null, be = null;
		d != null && (D == 0 || f != null) && (ge = !0, _e = d.values(e, t, i, p), ve = /* @__PURE__ */ new Map(), new Set(_e).forEach((e) => {
			e != null && ve.set(e, new Path2D());
		}), D > 0 && (ye = f.values(e, t, i, p), be = /* @__PURE__ */ new Map(), new Set(ye).forEach((e) => {
			e != null && be.set(e, new Path2D());
		})));
		let { x0: xe, size: Se } = l;
		if (xe != null && Se != null) {
			E = 1, h = xe.values(e, t, i, p), xe.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = Se.values(e, t, i, p);
			pe = Se.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), he = fi(h, g, y, _, C, x, he), me = he - pe + ee;
		} else he = fi(h, g, y, _, C, x, he), me = he * o + ee, pe = he - me;
		me < 1 && (me = 0), D >= pe / 2 && (D = 0), me < 5 && (T = kt);
		let Ce = me > 0, we = he - me - (Ce ? D : 0);
		pe = T(Et(we, ne, te)), fe = (E == 0 ? pe / 2 : E == ae ? 0 : pe) - E * ae * ((E == 0 ? ee / 2 : 0) + (Ce ? D / 2 : 0));
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
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(F(r, ue), v, w, S), o = T(i - fe), s = T(vt(a, de)), c = T(_t(a, de)), u = s - c;
			if (r != null) {
				let i = r < 0 ? Oe : De, a = r < 0 ? De : Oe;
				ge ? (D > 0 && ye[n] != null && oe(be.get(ye[n]), o, c + mt(D / 2), pe, vt(0, u - D), i, a), _e[n] != null && oe(ve.get(_e[n]), o, c + mt(D / 2), pe, vt(0, u - D), i, a)) : oe(Ee, o, c + mt(D / 2), pe, vt(0, u - D), i, a), se(e, t, n, o - D / 2, c, pe + D, u);
			}
		}
		return D > 0 ? Te.stroke = ge ? be : Ee : ge || (Te._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, Te.width = 0), Te.fill = ge ? ve : Ee, Te;
	});
}
function mi(e, t) {
	let n = F(t?.alignGaps, 0);
	return (t, r, i, a) => Vr(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = $e(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = Xr, S = Qr, x = ii) : (b = Zr, S = $r, x = ai);
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
			flags: zr
		}, ne = te.stroke, [re, ie] = Hr(t, r);
		if (o.fill != null || re != 0) {
			let e = te.fill = new Path2D(ne), n = y(o.fillTo(t, r, o.min, o.max, re));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...qr(s, c, i, a, C, v, n)), te.gaps = e = o.gaps(t, r, i, a, e), te.clip = Gr(e, l.ori, p, m, h, g);
		}
		return ie != 0 && (te.band = ie == 2 ? [Wr(t, r, i, a, ne, -1), Wr(t, r, i, a, ne, 1)] : Wr(t, r, i, a, ne, ie)), te;
	});
}
function hi(e) {
	return mi(gi, e);
}
function gi(e, t, n, r, i, a) {
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
var _i = /* @__PURE__ */ new Set();
function vi() {
	for (let e of _i) e.syncRect(!0);
}
je && (qe(O, Ne, vi), qe(De, Ne, vi, !0), qe(ke, Ne, () => {
	K.pxRatio = k;
}));
var yi = ui(), bi = oi();
function xi(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Ci(e, r, t, n));
}
function Si(e, t) {
	return e.map((e, n) => n == 0 ? {} : z({}, t, e));
}
function Ci(e, t, n, r) {
	return z({}, t == 0 ? n : r, e);
}
function wi(e, t, n) {
	return t == null ? Wt : [t, n];
}
var Ti = wi;
function Ei(e, t, n) {
	return t == null ? Wt : ot(t, n, rt, !0);
}
function Di(e, t, n, r) {
	return t == null ? Wt : tt(t, n, e.scales[r].log, !1);
}
var Oi = Di;
function ki(e, t, n, r) {
	return t == null ? Wt : nt(t, n, e.scales[r].log, !1);
}
var Ai = ki;
function ji(e, t, n, r, i) {
	let a = vt(Tt(e), Tt(t)), o = t - e, s = Ye(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? zt.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Mi(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = ht((n = +r) * k)) + "px"), [
		e,
		t,
		n
	];
}
function Ni(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = R(e[2] * k, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function K(e, t, n) {
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
		e.target === m && (q != Ii || J != Li) && Y.click(r, e);
	}, !0);
	let p = r.under = ze(E, f);
	f.appendChild(u);
	let m = r.over = ze(ee, f);
	e = $t(e);
	let h = +F(e.pxAlign, 1), g = Jr(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? xi(e.series || [], mr, Nr, !1) : Si(e.series || [null], Mr), y = r.axes = xi(e.axes || [], dr, Dr, !0), b = r.scales = {}, ye = r.bands = e.bands || [];
	ye.forEach((e) => {
		e.fill = L(e.fill || null), e.dir = F(e.dir, -1);
	});
	let O = i == 2 ? v[1].facets[0].scale : v[0].scale, De = {
		axes: ai,
		series: qr
	}, Oe = (e.drawOrder || ["axes", "series"]).map((e) => De[e]);
	function je(e) {
		let t = e.distr == 3 ? (t) => xt(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => wt(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function Pe(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Ht)[t] || Ht;
			if (r.from != null) {
				Pe(r.from);
				let e = z({}, b[r.from], r, { key: t });
				e.valToPct = je(e), b[t] = e;
			} else {
				n = b[t] = z({}, t == O ? Fr : Ir, r), n.key = t;
				let e = n.time, a = n.range, o = Gt(a);
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
				}, o = !1), !o && Yt(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Wt : ot(n, r, e);
				}
				n.range = L(a || (e ? Ti : t == O ? n.distr == 3 ? Oi : n.distr == 4 ? Ai : wi : n.distr == 3 ? Di : n.distr == 4 ? ki : Ei)), n.auto = L(!o && n.auto), n.clamp = L(n.clamp || Pr), n._min = n._max = null, n.valToPct = je(n);
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
	let Ge = e.tzDate || ((e) => new Date(ht(e / _))), Ke = e.fmtDate || gn, Xe = _ == 1 ? Ln(Ge) : Bn(Ge), Ze = Hn(Ge, Vn(_ == 1 ? In : zn, Ke)), Qe = qn(Ge, Gn(Kn, Ke)), $e = [], N = r.legend = z({}, Xn, e.legend), P = r.cursor = z({}, rr, { drag: { y: i == 2 } }, e.cursor), at = N.show, ct = P.show, lt = N.markers;
	N.idxs = $e, lt.width = L(lt.width), lt.dash = L(lt.dash), lt.stroke = L(lt.stroke), lt.fill = L(lt.fill);
	let ut, dt, mt, bt = [], St = [], Tt, Ot = !1, kt = {};
	if (N.live) {
		let e = v[1] ? v[1].values : null;
		Ot = e != null, Tt = Ot ? e(r, 1, 0) : { _: 0 };
		for (let e in Tt) kt[e] = Ae;
	}
	if (at) {
		if (ut = Re("table", se, l), mt = Re("tbody", null, ut), N.mount(r, ut), Ot) {
			dt = Re("thead", null, ut, mt);
			let e = Re("tr", null, dt);
			for (var Pt in Re("th", null, e), Tt) Re("th", fe, e).textContent = Pt;
		} else Ie(ut, le), N.live && Ie(ut, ce);
	}
	let Ft = { show: !0 }, Lt = { show: !1 };
	function Rt(e, t) {
		if (t == 0 && (Ot || !N.live || i == 2)) return Wt;
		let n = [], a = Re("tr", ue, mt, mt.childNodes[t]);
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
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (lt.show || (s.style.color = e.width > 0 ? lt.stroke(r, t) : lt.fill(r, t)), Kt("click", o, (t) => {
			if (P._lock) return;
			On(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != N.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && Gi(r, e ? r == n ? Ft : Lt : Ft, !0, $.setSeries);
				});
			} else Gi(n, { show: !e.show }, !0, $.setSeries);
		}, !1), An && Kt(we, o, (t) => {
			P._lock || (On(t), Gi(v.indexOf(e), $i, !0, $.setSeries));
		}, !1)), Tt) {
			let e = Re("td", pe, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let Vt = /* @__PURE__ */ new Map();
	function Kt(e, t, n, i = !0) {
		let a = Vt.get(t) || {}, o = P.bind[e](r, t, n, i);
		o && (qe(e, t, a[e] = o), Vt.set(t, a));
	}
	function Zt(e, t, n) {
		let r = Vt.get(t) || {};
		for (let n in r) (e == null || n == e) && (Je(n, t, r[n]), delete r[n]);
		e ?? Vt.delete(t);
	}
	let Qt = 0, en = 0, B = 0, V = 0, tn = 0, nn = 0, an = tn, on = nn, sn = B, cn = V, ln = 0, un = 0, dn = 0, fn = 0;
	r.bbox = {};
	let pn = !1, mn = !1, hn = !1, _n = !1, vn = !1, yn = !1;
	function bn(e, t, n) {
		(n || e != r.width || t != r.height) && xn(e, t), oi(!1), hn = !0, mn = !0, di();
	}
	function xn(e, t) {
		r.width = Qt = B = e, r.height = en = V = t, tn = nn = 0, En(), Dn();
		let n = r.bbox;
		ln = n.left = It(tn * k, .5), un = n.top = It(nn * k, .5), dn = n.width = It(B * k, .5), fn = n.height = It(V * k, .5);
	}
	function Sn() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = ri(t), i = ii(t);
			e = t == 3 || n && i, e || (xn(r.width, r.height), mn = !0);
		}
	}
	function Tn({ width: e, height: t }) {
		bn(e, t);
	}
	r.setSize = Tn;
	function En() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (B -= c, a == 3 ? (tn += c, r = !0) : n = !0) : (V -= c, a == 0 ? (nn += c, e = !0) : t = !0));
			}
		}), Zn[0] = e, Zn[1] = n, Zn[2] = t, Zn[3] = r, B -= tr[1] + tr[3], tn += tr[3], V -= tr[2] + tr[0], nn += tr[0];
	}
	function Dn() {
		let e = tn + B, t = nn + V, n = tn, r = nn;
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
		let r = e.prox = L(e.prox), i = e.bias ??= 0;
		P.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? I, u = l >= 0 && l < I, d = A.ori == 0 ? B : V, f = P.left, p = t[0], m = t[a];
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
			} else u && pt(f - Be(p[o], A, d, 0)) > l && (c = null);
			return c;
		};
	}
	let On = (e) => {
		P.event = e;
	};
	P.idxs = $e, P._lock = !1;
	let H = P.points;
	H.show = L(H.show), H.size = L(H.size), H.stroke = L(H.stroke), H.width = L(H.width), H.fill = L(H.fill);
	let kn = r.focus = z({}, e.focus || { alpha: .3 }, P.focus), An = kn.prox >= 0, jn = An && H.one, Mn = [], Nn = [], U = [];
	function Pn(e, t) {
		let n = H.show(r, t);
		if (n instanceof HTMLElement) return Ie(n, oe), Ie(n, e.class), Ve(n, -10, -10, B, V), m.insertBefore(n, Mn[t]), n;
	}
	function Wn(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? Jt(n) ? qn(Ge, Gn(n, Ke)) : n || Qe : n || Er, e.label = e.label || (t ? pr : fr);
		}
		if (jn || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || yi || jt, e.fillTo = L(e.fillTo || Ur), e.pxAlign = +F(e.pxAlign, h), e.pxRound = Jr(e.pxAlign), e.stroke = L(e.stroke || null), e.fill = L(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Or(vt(1, e.width), 1), n = e.points = z({}, {
				size: t,
				width: vt(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: bi,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = L(n.show), n.filter = L(n.filter), n.fill = L(n.fill), n.stroke = L(n.stroke), n.paths = L(n.paths), n.pxAlign = e.pxAlign;
		}
		if (at) {
			let n = Rt(e, t);
			bt.splice(t, 0, n[0]), St.splice(t, 0, n[1]), N.values.push(null);
		}
		if (ct) {
			$e.splice(t, 0, null);
			let n = null;
			jn ? t == 0 && (n = Pn(e, t)) : t > 0 && (n = Pn(e, t)), Mn.splice(t, 0, n), Nn.splice(t, 0, 0), U.splice(t, 0, 0);
		}
		Oa("addSeries", t);
	}
	function Jn(e, t) {
		t ??= v.length, e = i == 1 ? Ci(e, t, mr, Nr) : Ci(e, t, {}, Mr), v.splice(t, 0, e), Wn(v[t], t);
	}
	r.addSeries = Jn;
	function Yn(e) {
		if (v.splice(e, 1), at) {
			N.values.splice(e, 1), St.splice(e, 1);
			let t = bt.splice(e, 1)[0];
			Zt(null, t.firstChild), t.remove();
		}
		ct && ($e.splice(e, 1), Mn.splice(e, 1)[0].remove(), Nn.splice(e, 1), U.splice(e, 1)), Oa("delSeries", e);
	}
	r.delSeries = Yn;
	let Zn = [
		!1,
		!1,
		!1,
		!1
	];
	function Qn(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : O, b[e.scale]);
			let a = i.time;
			e.size = L(e.size), e.space = L(e.space), e.rotate = L(e.rotate), Gt(e.incrs) && e.incrs.forEach((e) => {
				!zt.has(e) && zt.set(e, Bt(e));
			}), e.incrs = L(e.incrs || (i.distr == 2 ? Cn : a ? _ == 1 ? Fn : Rn : wn)), e.splits = L(e.splits || (a && i.distr == 1 ? Xe : i.distr == 3 ? _r : i.distr == 4 ? vr : gr)), e.stroke = L(e.stroke), e.grid.stroke = L(e.grid.stroke), e.ticks.stroke = L(e.ticks.stroke), e.border.stroke = L(e.border.stroke);
			let o = e.values;
			e.values = Gt(o) && !Gt(o[0]) ? L(o) : a ? Gt(o) ? Hn(Ge, Vn(o, Ke)) : Jt(o) ? Un(Ge, o) : o || Ze : o || hr, e.filter = L(e.filter || (i.distr >= 3 && i.log == 10 ? wr : i.distr == 3 && i.log == 2 ? Tr : At)), e.font = Mi(e.font), e.labelFont = Mi(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Zn[t] = !0, e._el = ze(te, f));
		}
	}
	function $n(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? ht(dr.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? ht(Dr.size / 2) : 0), l;
	}
	let er = r.padding = (e.padding || [
		$n,
		$n,
		$n,
		$n
	]).map((e) => L(F(e, $n))), tr = r._padding = er.map((e, t) => e(r, t, Zn, 0)), nr, W = null, G = null, ir = i == 1 ? v[0].idxs : null, ar = null, or = !1;
	function sr(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			nr = 0;
			for (let e = 1; e < v.length; e++) nr += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), ar = t[0], nr = ar.length;
			let e = t;
			if (Fe == 2) {
				e = t.slice();
				let n = e[0] = Array(nr);
				for (let e = 0; e < nr; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (oi(!0), Oa("setData"), Fe == 2 && (hn = !0), n !== !1) {
			let e = A;
			e.auto(r, or) ? cr() : Wi(O, e.min, e.max), _n ||= P.left >= 0, yn = !0, di();
		}
	}
	r.setData = sr;
	function cr() {
		or = !0;
		let e, n;
		i == 1 && (nr > 0 ? (W = ir[0] = 0, G = ir[1] = nr - 1, e = t[0][W], n = t[0][G], Fe == 2 ? (e = W, n = G) : e == n && (Fe == 3 ? [e, n] = tt(e, e, A.log, !1) : Fe == 4 ? [e, n] = nt(e, e, A.log, !1) : A.time ? n = e + ht(86400 / _) : [e, n] = ot(e, n, rt, !0))) : (W = ir[0] = e = null, G = ir[1] = n = null)), Wi(O, e, n);
	}
	let lr, ur, yr, br, xr, Sr, Cr, kr, Ar, jr;
	function Lr(e, t, n, r, i, a) {
		e ??= be, n ??= Ut, r ??= "butt", i ??= be, a ??= "round", e != lr && (d.strokeStyle = lr = e), i != ur && (d.fillStyle = ur = i), t != yr && (d.lineWidth = yr = t), a != xr && (d.lineJoin = xr = a), r != Sr && (d.lineCap = Sr = r), n != br && d.setLineDash(br = n);
	}
	function Vr(e, t, n, r) {
		t != ur && (d.fillStyle = ur = t), e != Cr && (d.font = Cr = e), n != kr && (d.textAlign = kr = n), r != Ar && (d.textBaseline = Ar = r);
	}
	function Hr(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, or) && (t == null || t.min == null)) {
			let t = F(W, 0), r = F(G, i.length - 1), o = n.min == null ? et(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = _t(e.min, n.min = o[0]), e.max = vt(e.max, n.max = o[1]);
		}
	}
	let Wr = {
		min: null,
		max: null
	};
	function Gr() {
		for (let e in b) {
			let t = b[e];
			M[e] == null && (t.min == null || M[O] != null && t.auto(r, or)) && (M[e] = Wr);
		}
		for (let e in b) {
			let t = b[e];
			M[e] == null && t.from != null && M[t.from] != null && (M[e] = Wr);
		}
		M[O] != null && oi(!0);
		let e = {};
		for (let t in M) {
			let n = M[t];
			if (n != null) {
				let a = e[t] = $t(b[t], Xt);
				if (n.min != null) z(a, n);
				else if (t != O || i == 2) {
					if (nr == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = I, a.max = -Infinity;
				}
			}
		}
		if (nr > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = M[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], W = Ye(s.min, t[0]), G = Ye(s.max, t[0]), G - W > 1 && (t[0][W] < s.min && W++, t[0][G] > s.max && G--), n.min = ar[W], n.max = ar[G];
					} else n.show && n.auto && Hr(s, o, n, t[a], n.sorted);
					n.idxs[0] = W, n.idxs[1] = G;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && Hr(u, M[o], r, c, r.sorted), d != null && Hr(d, M[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = M[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == I ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? xt(i.min) : e == 4 ? wt(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? xt(i.max) : e == 4 ? wt(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) hn = !0, Oa("setScale", e);
			ct && P.left >= 0 && (_n = yn = !0);
		}
		for (let e in M) M[e] = null;
	}
	function Kr(e) {
		let t = Et(W - 1, 0, nr - 1), n = Et(G + 1, 0, nr - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < nr - 1;) n++;
		return [t, n];
	}
	function qr() {
		if (nr > 0) {
			let e = v.some((e) => e._focus) && jr != kn.alpha;
			e && (d.globalAlpha = jr = kn.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Yr(n, !1), Yr(n, !0), e._paths == null)) {
					let a = jr;
					jr != e.alpha && (d.globalAlpha = jr = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Kr(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), jr != a && (d.globalAlpha = jr = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = jr;
					jr != e.alpha && (d.globalAlpha = jr = e.alpha), e._paths != null && Xr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, W, G, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, W, G, a), Xr(t, !0));
					}
					jr != n && (d.globalAlpha = jr = n), Oa("drawSeries", t);
				}
			}), e && (d.globalAlpha = jr = 1);
		}
	}
	function Yr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function Xr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = R(l * k, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = ln - l / 2, t = un - l / 2, n = dn + l, r = fn + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Qr(s, l, n.dash, n.cap, c, r, i, o, a) : Zr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Zr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && ye.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Ht).band;
				Gt(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && st(g, W, G) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Qr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Qr(n, i, a, o, s, c, l, u, d, f);
	}
	function Qr(e, t, n, r, i, a, o, s, c, l, u, f) {
		Lr(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), ei(i, o), $r(e, a, t)) : s & Br ? (ei(i, o), d.clip(f), $r(e, a, t)) : s & zr && (d.save(), d.clip(f), u && d.clip(u), ei(i, o), d.restore(), $r(e, a, t)) : (ei(i, o), $r(e, a, t)), (c || l || f) && d.restore();
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
			o = ji(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function ni(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), Lr(s, o, c, l, s), d.beginPath();
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
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = ti(i, c, l, s == 0 ? B : V);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => ar[e]) : p, h = a.distr == 2 ? ar[p[1]] - ar[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = gt(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function ii(e) {
		let t = !0;
		return er.forEach((n, i) => {
			let a = n(r, i, Zn, e);
			a != tr[i] && (t = !1), tr[i] = a;
		}), t;
	}
	function ai() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = ht((t._lpos + s) * k);
				Vr(t.labelFont[0], c, "center", n == 2 ? D : ge), d.save(), i == 1 ? (a = o = 0, d.translate(p, ht(un + fn / 2)), d.rotate((n == 3 ? -ft : ft) / 2)) : (a = ht(ln + dn / 2), o = p);
				let m = Dt(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? dn : fn, h = i == 0 ? ln : un, _ = t._splits, v = p.distr == 2 ? _.map((e) => ar[e]) : _, x = p.distr == 2 ? ar[_[1]] - ar[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = ht(w * k), E = ht((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * k), ee = t._rotate * -ft / 180, te = g(t._pos * k), ne = te + (T + E) * l;
			o = i == 0 ? ne : 0, a = i == 1 ? ne : 0;
			let re = t.font[0];
			Vr(re, c, t.align == 1 ? _e : t.align == 2 ? ve : ee > 0 ? _e : ee < 0 ? ve : i == 0 ? "center" : n == 3 ? ve : _e, ee || i == 1 ? "middle" : n == 2 ? D : ge);
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
			S.show && ni(ae, S.filter(r, v, e, f, x), i, n, te, T, R(S.width * k, 3), S.stroke(r, e), S.dash, S.cap);
			let se = t.grid;
			se.show && ni(ae, se.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? un : ln, i == 0 ? fn : dn, R(se.width * k, 3), se.stroke(r, e), se.dash, se.cap), C.show && ni([te], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? un : ln, i == 1 ? fn : dn, R(C.width * k, 3), C.stroke(r, e), C.dash, C.cap);
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
		si ||= (rn(pi), !0);
	}
	function fi(e, t = !1) {
		si = !0, ci = t, e(r), pi(), t && li.length > 0 && queueMicrotask(ui);
	}
	r.batch = fi;
	function pi() {
		if (pn &&= (Gr(), !1), hn &&= (Sn(), !1), mn) {
			if (j(p, _e, tn), j(p, D, nn), j(p, me, B), j(p, he, V), j(m, _e, tn), j(m, D, nn), j(m, me, B), j(m, he, V), j(f, me, Qt), j(f, he, en), u.width = ht(Qt * k), u.height = ht(en * k), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						j(e, a ? "left" : "top", r - t), j(e, a ? "width" : "height", n), j(e, a ? "top" : "left", a ? nn : tn), j(e, a ? "height" : "width", a ? V : B), Le(e, ne);
					} else Ie(e, ne);
				}
			}), lr = ur = yr = xr = Sr = Cr = kr = Ar = br = null, jr = 1, fa(!0), tn != an || nn != on || B != sn || V != cn) {
				oi(!1);
				let e = B / sn, t = V / cn;
				if (ct && !_n && P.left >= 0) {
					P.left *= e, P.top *= t, vi && Ve(vi, ht(P.left), 0, B, V), K && Ve(K, 0, ht(P.top), B, V);
					for (let n = 0; n < Mn.length; n++) {
						let r = Mn[n];
						r != null && (Nn[n] *= e, U[n] *= t, Ve(r, gt(Nn[n]), gt(U[n]), B, V));
					}
				}
				if (Z.show && !vn && Z.left >= 0 && Z.width > 0) {
					Z.left *= e, Z.width *= e, Z.top *= t, Z.height *= t;
					for (let e in ha) j(Hi, e, Z[e]);
				}
				an = tn, on = nn, sn = B, cn = V;
			}
			Oa("setSize"), mn = !1;
		}
		Qt > 0 && en > 0 && (d.clearRect(0, 0, u.width, u.height), Oa("drawClear"), Oe.forEach((e) => e()), Oa("draw")), Z.show && vn && (Ui(Z), vn = !1), ct && _n && (ua(null, !0, !1), _n = !1), N.show && N.live && yn && (ca(), yn = !1), c || (c = !0, r.status = 1, Oa("ready")), or = !1, si = !1;
	}
	r.redraw = (e, t) => {
		hn = t || !1, e === !1 ? di() : Wi(O, A.min, A.max);
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
			e == O && i.distr == 2 && nr > 0 && (n.min = Ye(n.min, t[0]), n.max = Ye(n.max, t[0]), n.min == n.max && n.max++), M[e] = n, pn = !0, di();
		}
	}
	r.setScale = mi;
	let hi, gi, vi, K, Pi, Fi, Ii, Li, Ri, zi, q, J, Bi = !1, Y = P.drag, X = Y.x, Vi = Y.y;
	ct && (P.x && (hi = ze(ie, m)), P.y && (gi = ze(ae, m)), A.ori == 0 ? (vi = hi, K = gi) : (vi = gi, K = hi), q = P.left, J = P.top);
	let Z = r.select = z({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Hi = Z.show ? ze(re, Z.over ? m : p) : null;
	function Ui(e, t) {
		if (Z.show) {
			for (let t in e) Z[t] = e[t], t in ha && j(Hi, t, e[t]);
			t !== !1 && Oa("setSelect");
		}
	}
	r.setSelect = Ui;
	function Q(e) {
		if (v[e].show) at && Le(bt[e], ne);
		else if (at && Ie(bt[e], ne), ct) {
			let t = jn ? Mn[0] : Mn[e];
			t != null && Ve(t, -10, -10, B, V);
		}
	}
	function Wi(e, t, n) {
		mi(e, {
			min: t,
			max: n
		});
	}
	function Gi(e, t, n, a) {
		t.focus != null && ea(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Q(r), i == 2 ? (Wi(n.facets[0].scale, null, null), Wi(n.facets[1].scale, null, null)) : Wi(n.scale, null, null), di());
		}), n !== !1 && Oa("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = Gi;
	function Ki(e, t) {
		z(ye[e], t);
	}
	function qi(e, t) {
		e.fill = L(e.fill || null), e.dir = F(e.dir, -1), t ??= ye.length, ye.splice(t, 0, e);
	}
	function Ji(e) {
		e == null ? ye.length = 0 : ye.splice(e, 1);
	}
	r.addBand = qi, r.setBand = Ki, r.delBand = Ji;
	function Yi(e, t) {
		v[e].alpha = t, ct && Mn[e] != null && (Mn[e].style.opacity = t), at && bt[e] && (bt[e].style.opacity = t);
	}
	let Xi, Zi, Qi, $i = { focus: !0 };
	function ea(e) {
		if (e != Qi) {
			let t = e == null, n = kn.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Yi(a, i ? 1 : kn.alpha);
				}
			}), Qi = e, n && di();
		}
	}
	at && An && Kt(Te, ut, (e) => {
		P._lock || (On(e), Qi != null && Gi(null, $i, !0, $.setSeries));
	});
	function ta(e, t, n) {
		let r = b[t];
		n && (e = e / k - (r.ori == 1 ? nn : tn));
		let i = B;
		r.ori == 1 && (i = V, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? yt(10, c) : l == 4 ? Ct(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function na(e, n) {
		return Ye(ta(e, O, n), t[0], W, G);
	}
	r.valToIdx = (e) => Ye(e, t[0]), r.posToIdx = na, r.posToVal = ta, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? dn : B, n ? ln : 0) : o(e, b[t], n ? fn : V, n ? un : 0), r.setCursor = (e, t, n) => {
		q = e.left, J = e.top, ua(null, t, n);
	};
	function ra(e, t) {
		j(Hi, _e, Z.left = e), j(Hi, me, Z.width = t);
	}
	function ia(e, t) {
		j(Hi, D, Z.top = e), j(Hi, he, Z.height = t);
	}
	let aa = A.ori == 0 ? ra : ia, oa = A.ori == 1 ? ra : ia;
	function sa() {
		if (at && N.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && Ot) continue;
			let t = N.values[e], n = 0;
			for (let r in t) St[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function ca(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			$e[t] = e;
		}) : qt(e.idx) || $e.fill(e.idx), N.idx = $e[0]), at && N.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !Ot) && la(e, $e[e]);
			sa();
		}
		yn = !1, t !== !1 && Oa("setLegend");
	}
	r.setLegend = ca;
	function la(e, n) {
		let i = v[e], a = e == 0 && Fe == 2 ? ar : t[e], o;
		Ot ? o = i.values(r, e, n) ?? kt : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? kt : { _: o }), N.values[e] = o;
	}
	function ua(e, n, a) {
		Ri = q, zi = J, [q, J] = P.move(r, q, J), P.left = q, P.top = J, ct && (vi && Ve(vi, ht(q), 0, B, V), K && Ve(K, 0, ht(J), B, V));
		let o, s = W > G;
		Xi = I, Zi = null;
		let c = A.ori == 0 ? B : V, l = A.ori == 1 ? B : V;
		if (q < 0 || nr == 0 || s) {
			o = P.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = Mn[e];
				t != null && Ve(t, -10, -10, B, V);
			}
			An && Gi(null, $i, !0, e == null && $.setSeries), N.live && ($e.fill(o), yn = !0);
		} else {
			let e, n, a;
			i == 1 && (e = A.ori == 0 ? q : J, n = ta(e, O), o = P.idx = Ye(n, t[0], W, G), a = Be(t[0][o], A, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = $e[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = P.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (yn = yn || S != y || x != _, $e[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : Be(i == 1 ? t[0][x] : t[e][0][x], A, c, 0), _ = S == null ? -10 : He(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (An && S != null) {
						let t = A.ori == 1 ? q : J, n = pt(kn.dist(r, e, x, _, t));
						if (n < Xi) {
							let r = kn.bias;
							if (r != 0) {
								let i = ta(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Xi = n, Zi = e);
							} else Xi = n, Zi = e;
						}
					}
					if (yn || jn) {
						let t, i;
						A.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = H.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = H.size(r, e);
						if (v = H.fill(r, e), g = H.stroke(r, e), jn) e == Zi && Xi <= kn.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = Mn[e];
							t != null && (Nn[e] = c, U[e] = l, We(t, a, o, y), Ue(t, v, g), Ve(t, gt(c), gt(l), B, V));
						}
					}
				}
			}
			if (jn) {
				let e = kn.prox;
				if (yn || (Qi == null ? Xi <= e : Xi > e || Zi != Qi)) {
					let e = Mn[0];
					e != null && (Nn[0] = s, U[0] = u, We(e, d, f, p), Ue(e, m, h), Ve(e, gt(s), gt(u), B, V));
				}
			}
		}
		if (Z.show && Bi) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (X = s._x, Vi = s._y, X || Vi) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && X ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = Be(m(h, a), _, c, 0), y = Be(m(h + g, a), _, c, 0), aa(_t(v, y), pt(y - v))) : aa(0, c), S && Vi ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = He(m(h, o), _, l, 0), y = He(m(h + g, o), _, l, 0), oa(_t(v, y), pt(y - v))) : oa(0, l);
				} else ga();
			} else {
				let e = pt(Ri - Pi), t = pt(zi - Fi);
				if (A.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				X = Y.x && e >= Y.dist, Vi = Y.y && t >= Y.dist;
				let n = Y.uni;
				n == null ? Y.x && Y.y && (X || Vi) && (X = Vi = !0) : X && Vi && (X = e >= n, Vi = t >= n, !X && !Vi && (t > e ? Vi = !0 : X = !0));
				let r, i;
				X && (A.ori == 0 ? (r = Ii, i = q) : (r = Li, i = J), aa(_t(r, i), pt(i - r)), Vi || oa(0, l)), Vi && (A.ori == 1 ? (r = Ii, i = q) : (r = Li, i = J), oa(_t(r, i), pt(i - r)), X || aa(0, c)), !X && !Vi && (aa(0, 0), oa(0, 0));
			}
		}
		if (Y._x = X, Y._y = Vi, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : ta(A.ori == 0 ? q : J, e), $.values[1] = t == null ? null : ta(A.ori == 1 ? q : J, t);
				}
				Ma(xe, r, q, J, B, V, o);
			}
			if (An) {
				let e = a && $.setSeries, t = kn.prox;
				Qi == null ? Xi <= t && Gi(Zi, $i, !0, e) : Xi > t ? Gi(null, $i, !0, e) : Zi != Qi && Gi(Zi, $i, !0, e);
			}
		}
		yn && (N.idx = o, ca()), n !== !1 && Oa("setCursor");
	}
	let da = null;
	Object.defineProperty(r, "rect", { get() {
		return da ?? fa(!1), da;
	} });
	function fa(e = !1) {
		e ? da = null : (da = m.getBoundingClientRect(), Oa("syncRect", da));
	}
	function pa(e, t, n, r, i, a, o) {
		P._lock || Bi && e != null && e.movementX == 0 && e.movementY == 0 || (ma(e, t, n, r, i, a, o, !1, e != null), e == null ? ua(t, !0, !1) : ua(null, !0, !0));
	}
	function ma(e, t, n, i, a, o, c, l, u) {
		if (da ?? fa(!1), On(e), e != null) n = e.clientX - da.left, i = e.clientY - da.top;
		else {
			if (n < 0 || i < 0) {
				q = -10, J = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = A.ori == 0 ? B : V, _ = A.ori == 1 ? B : V, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, A.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == xe) && ((n <= 1 || n >= B - 1) && (n = It(n, B)), (i <= 1 || i >= V - 1) && (i = It(i, V))), l ? (Pi = n, Fi = i, [Ii, Li] = P.move(r, n, i)) : (q = n, J = i);
	}
	let ha = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function ga() {
		Ui(ha, !1);
	}
	let _a, va, ya, ba;
	function xa(e, t, n, i, a, o, s) {
		Bi = !0, X = Vi = Y._x = Y._y = !1, ma(e, t, n, i, a, o, s, !0, !1), e != null && (Kt(Ce, Me, Sa, !1), Ma(Se, r, Ii, Li, B, V, null));
		let { left: c, top: l, width: u, height: d } = Z;
		_a = c, va = l, ya = u, ba = d;
	}
	function Sa(e, t, n, i, a, o, s) {
		Bi = Y._x = Y._y = !1, ma(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Z, f = u > 0 || d > 0, p = _a != c || va != l || ya != u || ba != d;
		if (f && p && Ui(Z), Y.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (A.ori == 1 && (e = l, t = d, n = c, r = u), X && Wi(O, ta(e, O), ta(e + t, O)), Vi) for (let e in b) {
				let t = b[e];
				e != O && t.from == null && t.min != I && Wi(e, ta(n + r, e), ta(n, e));
			}
			ga();
		} else P.lock && (P._lock = !P._lock, ua(t, !0, e != null));
		e != null && (Zt(Ce, Me), Ma(Ce, r, q, J, B, V, null));
	}
	function Ca(e, t, n, r, i, a, o) {
		if (P._lock) return;
		On(e);
		let s = Bi;
		if (Bi) {
			let e = !0, t = !0, n, r;
			A.ori == 0 ? (n = X, r = Vi) : (n = Vi, r = X), n && r && (e = q <= 10 || q >= B - 10, t = J <= 10 || J >= V - 10), n && e && (q = q < Ii ? 0 : B), r && t && (J = J < Li ? 0 : V), ua(null, !0, !0), Bi = !1;
		}
		q = -10, J = -10, $e.fill(null), ua(null, !0, !0), s && (Bi = s);
	}
	function wa(e, t, n, i, a, o, s) {
		P._lock || (On(e), cr(), ga(), e != null && Ma(Ee, r, q, J, B, V, null));
	}
	function Ta() {
		y.forEach(Ni), bn(r.width, r.height, !0);
	}
	qe(ke, Ne, Ta);
	let Ea = {};
	Ea.mousedown = xa, Ea.mousemove = pa, Ea.mouseup = Sa, Ea.dblclick = wa, Ea.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && Gi(n, i, !0, !1);
	}, ct && (Kt(Se, m, xa), Kt(xe, m, pa), Kt(we, m, (e) => {
		On(e), fa(!1);
	}), Kt(Te, m, Ca), Kt(Ee, m, wa), _i.add(r), r.syncRect = fa);
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
	let ka = (e, t, n) => n, $ = z({
		key: null,
		setSeries: !1,
		filters: {
			pub: Mt,
			sub: Mt
		},
		scales: [O, v[1] ? v[1].scale : null],
		match: [
			Nt,
			Nt,
			ka
		],
		values: [null, null]
	}, P.sync);
	$.match.length == 2 && $.match.push(ka), P.sync = $;
	let Aa = $.key, ja = Rr(Aa);
	function Ma(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Ea[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), _i.delete(r), Vt.clear(), Je(ke, Ne, Ta), l.remove(), ut?.remove(), Oa("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Oa("init", e, t), sr(t || e.data, !1), M[O] ? mi(O, M[O]) : cr(), vn = Z.show && (Z.width > 0 || Z.height > 0), _n = yn = !0, bn(e.width, e.height);
	}
	return v.forEach(Wn), y.forEach(Qn), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
K.assign = z, K.fmtNum = ut, K.rangeNum = ot, K.rangeLog = tt, K.rangeAsinh = nt, K.orient = Vr, K.pxRatio = k, K.join = nn, K.fmtDate = gn, K.tzDate = vn, K.sync = Rr;
{
	K.addGap = Kr, K.clipGaps = Gr;
	let e = K.paths = { points: oi };
	e.linear = ui, e.stepped = di, e.bars = pi, e.spline = hi;
}
// src/views/charts.ts
var Pi = class {
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
			let a = r.map((e) => e[0]), o = r.map((e) => p(e[2])), s = new K(this.options(e, n), [a, o], e);
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
}, Fi = [
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
], Ii = [
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
function Li(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
function Ri(e, t) {
	if (!Number.isFinite(t)) return [
		160,
		160,
		160
	];
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Li(Fi, n > 0 ? (t - e.min) / n : .5);
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Li(Ii, n > 0 ? .5 + t / (2 * n) : .5);
}
function zi(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function q(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function J(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? Fi : Ii).map((e) => q(e)).join(", ")})`;
}
// src/format.ts
function Bi(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
function Y(e) {
	return e === "" ? "∅" : e.replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/views/samples.ts
var X = [
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
function Vi(e, t, n) {
	let r = X.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
function Z(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
var Hi = class {
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
		for (let e of X) {
			let t = document.createElement("th");
			t.textContent = e.label + (this.sortKey === e.key ? this.descending ? " ▼" : " ▲" : ""), t.title = `${e.title} (click to sort)`, t.tabIndex = 0, t.dataset.key = e.key;
			let n = () => {
				this.descending = this.sortKey === e.key ? !this.descending : e.key !== "sample", this.sortKey = e.key, this.render();
			};
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n()), r.append(t);
		}
		let i = n.createTBody();
		for (let t of Vi(e.samples, this.sortKey, this.descending)) {
			let n = i.insertRow();
			n.tabIndex = 0, n.dataset.blob = String(t.blob_index), n.dataset.sample = String(t.sample_index), t.blob_index === this.selectedBlob && n.classList.add("selected");
			for (let e of X) {
				let r = e.value(t), i = n.insertCell();
				e.key === "group" ? (i.textContent = Z(t.group_id), i.title = t.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Bi(r) : String(r ?? "–");
			}
			let r = () => e.has_traces && this.onSelect(t.blob_index);
			n.addEventListener("click", r), n.addEventListener("keydown", (e) => e.key === "Enter" && r());
		}
		this.root.append(n);
	}
}, Ui = {
	log_prob: "log-prob",
	entropy: "entropy",
	value: "value",
	token_reward: "reward",
	advantage: "advantage",
	returns: "return",
	ref_log_prob: "ref log-prob"
};
function Q(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
var Wi = class {
	root;
	onMetric;
	trace = null;
	metric = null;
	active = -1;
	tokens = [];
	card;
	constructor(e, t) {
		this.root = e, this.onMetric = t, this.card = Q("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card);
	}
	show(e, t) {
		if (this.trace = e, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.tokens = [], !e) return;
		let n = _(e);
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
		if (e.groupId && o.push(`group ${Z(e.groupId)}`), e.score !== null && o.push(`score ${Bi(e.score)}`), r.append(Q("span", "meta", o.join(" · "))), this.root.append(r), e.promptText) {
			let t = Q("div", "prompt");
			t.append(Q("span", "label", "prompt "), Q("span", "prompt-text", e.promptText)), this.root.append(t);
		}
		let s = Q("div", "path");
		s.tabIndex = 0, s.setAttribute("aria-label", "response tokens: arrow keys move between tokens");
		let c = a ? v(this.metric, a) : null, l = document.createDocumentFragment();
		for (let t = 0; t < e.tokenIds.length; t++) {
			let n = Q("span", "tok", Y(e.tokenText[t]));
			if (n.dataset.i = String(t), a && c) {
				let e = Ri(c, a[t]);
				n.style.background = q(e), n.style.color = zi(e);
			}
			l.append(n), this.tokens.push(n);
		}
		e.tokenIds.length === 0 && s.append(Q("span", "empty", "(empty response)")), s.append(l), s.addEventListener("mouseover", (e) => {
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
		let t = Q("span", "legend");
		if (!e || !this.metric) return t.textContent = "not logged for this sample", t;
		let n = v(this.metric, e), r = Q("span", "legend-bar");
		r.style.background = J(n.kind);
		let i = Math.max(Math.abs(n.min), Math.abs(n.max)), [a, o] = n.kind === "diverging" ? [-i, i] : [n.min, n.max];
		return t.append(Q("span", "legend-min", Bi(a, 2)), r, Q("span", "legend-max", Bi(o, 2))), t;
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
		let n = Q("div", "card-title");
		n.append(Q("span", "card-token", Y(e.tokenText[t])), Q("span", "card-id", `id ${e.tokenIds[t]} · position ${t}`)), this.card.append(n);
		let { alternatives: r, rank: i } = y(e, t), a = Q("table", "card-numbers"), o = (e, t) => {
			let n = a.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		}, s = e.fields.get("log_prob");
		s && o("probability", Bi(Math.exp(s[t]), 4)), e.topK && o("rank", i === null ? `> ${e.topK.k}` : String(i));
		for (let [n, r] of e.fields) o(Ui[n] ?? n.replace(/^extra:/, ""), Bi(r[t], 4));
		let c = e.fields.get("ref_log_prob");
		if (s && c && o("KL (k1)", Bi(s[t] - c[t], 4)), r.length) {
			let n = Q("div", "topk");
			n.append(Q("div", "topk-title", `top-${r.length} alternatives`));
			for (let i of r) {
				let r = Q("div", "topk-row");
				i.id === e.tokenIds[t] && r.classList.add("chosen");
				let a = Q("span", "topk-bar");
				a.style.width = `${Math.max(1, i.prob * 100)}%`, r.append(Q("span", "topk-text", Y(i.text)), Q("span", "topk-track", void 0), Q("span", "topk-prob", Bi(i.prob, 3))), r.children[1].append(a), n.append(r);
			}
			this.card.append(n);
		}
		this.card.append(a);
	}
}, Gi = [
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
function Ki(e) {
	let t = new Set(e), n = [];
	for (let e of Gi) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
function qi(t) {
	return t instanceof e ? `${t.message} (HTTP ${t.status})` : t instanceof Error ? t.message : String(t);
}
var Ji = class {
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
		u.className = "path-pane", c.append(l, u), e.append(t, s, c), this.charts = new Pi(s, (e) => {
			let t = a(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.samples = new Hi(l, (e) => void this.selectSample(e)), this.path = new Wi(u, (e) => this.store.set({ metric: e })), this.store.subscribe((e, t) => {
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
				text: `Cannot list runs: ${qi(e)}`
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
			if (t !== this.generation.run || (this.store.set({ steps: i }), await this.loadCharts(Ki(r?.scalar_tags ?? [])), t !== this.generation.run)) return;
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
				text: qi(e)
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
				text: qi(e)
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
				text: qi(e)
			} });
		}
	}
}, Yi = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light}:root.dark{--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.step-label{text-align:center;font-variant-numeric:tabular-nums;min-width:80px}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{border-radius:2px;margin-right:1px;padding:1px 2px}.tok.active{outline:2px solid var(--focus);outline-offset:0}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}";
// src/index.ts
function Xi() {
	let e = document.createElement("style");
	e.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + Yi, document.head.append(e), new Ji(document.body).start();
}
export { Xi as render };
