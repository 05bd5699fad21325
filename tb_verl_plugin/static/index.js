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
	step: (e, t, n) => h("step", {
		run: e,
		step: t,
		split: n
	}),
	trace: (e, t, n, r) => h("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	})
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
	return [s ?? R, c ?? -R];
}
function rt(e, t, n, r) {
	let i = bt(e), a = bt(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? xt : St, s = i == 1 ? ht : gt, c = a == 1 ? gt : ht, l = s(o(I(e))), u = c(o(I(t))), d = yt(n, l), f = yt(n, u);
	return n == 10 && (l < 0 && (d = B(d, -l)), u < 0 && (f = B(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Rt(e, d), t = Lt(t, f)), [e, t];
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
	return Yt(n) ? dt(e, t, n) : (st.pad = n, st.soft = r ? 0 : null, st.mode = r ? 3 : 0, dt(e, t, ct));
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
	let r = n.min, i = n.max, a = P(r.pad, 0), o = P(i.pad, 0), s = P(r.hard, -R), c = P(i.hard, R), l = P(r.soft, R), u = P(i.soft, -R), d = P(r.mode, 0), f = P(i.mode, 0), p = t - e, m = xt(p), h = vt(I(e), I(t)), g = I(xt(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != R && (a = 0), f == 2 && u != -R && (o = 0)));
	let _ = p || h || 1e3, v = yt(10, ht(xt(_))), y = B(Rt(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : R, x = vt(s, y < b && e >= b ? b : _t(b, y)), S = B(Lt(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -R, w = _t(c, S > C && t <= C ? C : vt(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var ft = new Intl.NumberFormat(O ? Ie.language : "en-US"), pt = (e) => ft.format(e), F = Math, mt = F.PI, I = F.abs, ht = F.floor, L = F.round, gt = F.ceil, _t = F.min, vt = F.max, yt = F.pow, bt = F.sign, xt = F.log10, St = F.log2, Ct = (e, t = 1) => F.sinh(e) * t, wt = (e, t = 1) => F.asinh(e / t), R = Infinity;
function Tt(e) {
	return (xt((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function Et(e, t, n) {
	return _t(vt(e, t), n);
}
function Dt(e) {
	return typeof e == "function";
}
function z(e) {
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
	return B(e, r);
};
function It(e, t) {
	return Ft(B(Ft(e / t)) * t);
}
function Lt(e, t) {
	return Ft(gt(Ft(e / t)) * t);
}
function Rt(e, t) {
	return Ft(ht(Ft(e / t)) * t);
}
function B(e, t = 0) {
	if (Kt(e)) return e;
	let n = 10 ** t;
	return L(e * n * (1 + 2 ** -52)) / n;
}
var zt = /* @__PURE__ */ new Map();
function Bt(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Vt(e, t, n, r) {
	let i = [], a = r.map(Bt);
	for (let o = t; o < n; o++) {
		let t = I(o), n = B(yt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : B(c, l);
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
var Zt = Object.getPrototypeOf(Uint8Array), V = "__proto__";
function Qt(e, t = Yt) {
	let n;
	if (Gt(e)) {
		let r = e.find((e) => e != null);
		if (Gt(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = Qt(e[r], t);
		} else n = e.slice();
	} else if (e instanceof Zt) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != V && (n[r] = Qt(e[r], t));
	} else n = e;
	return n;
}
function H(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != V && (Yt(e[t]) ? H(e[t], Qt(r[t])) : e[t] = Qt(r[t]));
	}
	return e;
}
var U = 0, $t = 1, en = 2;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : $t, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != U && (l[n] = t, u == en && d.push(n)) : l[n] = t;
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
	let a = vt(1, ht((i - r + 1) / t));
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
], xn = Vt(10, -32, 0, bn), Sn = Vt(10, 0, 32, bn), Cn = Sn.filter(yn), wn = xn.concat(Sn), Tn = "\n", En = "{YYYY}", Dn = Tn + En, On = "{M}/{D}", kn = Tn + On, An = kn + "/{YY}", jn = "{aa}", Mn = "{h}:{mm}" + jn, Nn = Tn + Mn, Pn = ":{ss}", W = null;
function Fn(e) {
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
			Dn,
			W,
			W,
			W,
			W,
			W,
			1
		],
		[
			i,
			On,
			Dn,
			W,
			W,
			W,
			W,
			W,
			1
		],
		[
			r,
			"{h}" + jn,
			An,
			W,
			kn,
			W,
			W,
			W,
			1
		],
		[
			n,
			Mn,
			An,
			W,
			kn,
			W,
			W,
			W,
			1
		],
		[
			t,
			Pn,
			An + " " + Mn,
			W,
			kn + " " + Mn,
			W,
			Nn,
			W,
			1
		],
		[
			e,
			Pn + ".{fff}",
			An + " " + Mn,
			W,
			kn + " " + Mn,
			W,
			Nn,
			W,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = B(g * e, 3), v = Gn(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = B(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : B(Gn(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(L(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = Gn(c + r * a, l + n * a, 1), s = o - t(B(o * e, 3));
					i = B((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (ht(l) - ht(_)) + Lt(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = B(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = ht(B(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					B((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [In, Ln, Rn] = Fn(1), [zn, Bn, Vn] = Fn(.001);
Vt(2, -53, 53, [1]);
function Hn(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Un(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Wn(e, t) {
	let n = gn(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function Gn(e, t, n) {
	return new Date(e, t, n);
}
function Kn(e, t) {
	return t(e);
}
var qn = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function Jn(e, t) {
	return (n, r, i, a) => a == null ? Ne : t(e(r));
}
function Yn(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function Xn(e, t) {
	return e.series[t].fill(e, t);
}
var Zn = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Ot,
	markers: {
		show: !0,
		width: 2,
		stroke: Yn,
		fill: Xn,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function Qn(e, t) {
	let n = e.cursor.points, r = He(), i = n.size(e, t);
	A(r, D, i), A(r, ge, i);
	let a = i / -2;
	A(r, "marginLeft", a), A(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && A(r, "borderWidth", o), r;
}
function $n(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function er(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function tr(e, t) {
	return e.series[t].points.size;
}
var G = [0, 0];
function K(e, t, n) {
	return G[0] = t, G[1] = n, G;
}
function nr(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function rr(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var ir = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: K,
	points: {
		one: !1,
		show: Qn,
		size: tr,
		width: 0,
		stroke: er,
		fill: $n
	},
	bind: {
		mousedown: nr,
		mouseup: nr,
		click: nr,
		dblclick: nr,
		mousemove: rr,
		mouseleave: rr,
		mouseenter: rr
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
}, ar = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, or = H({}, ar, { filter: At }), sr = H({}, or, { size: 10 }), cr = H({}, ar, { show: !1 }), lr = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", ur = "bold " + lr, dr = 1.5, fr = {
	show: !0,
	scale: "x",
	stroke: xe,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: ur,
	side: 2,
	grid: or,
	ticks: sr,
	border: cr,
	font: lr,
	lineGap: dr,
	rotate: 0
}, pr = "Value", mr = "Time", hr = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: R,
	max: -Infinity,
	idxs: []
};
function gr(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : pt(e));
}
function _r(e, t, n, r, i, a, o) {
	let s = [], c = zt.get(i) || 0;
	n = o ? n : B(Lt(n, i), c);
	for (let e = n; e <= r; e = B(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function vr(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = yt(c, ht((c == 10 ? xt : St)(n))), c == 10 && (i = wn[Qe(i, wn)]);
	let l = n, u = i * c;
	c == 10 && (u = wn[Qe(u, wn)]);
	do
		s.push(l), l += i, c == 10 && !zt.has(l) && (l = B(l, zt.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = wn[Qe(u, wn)]));
	while (l <= r);
	return s;
}
function yr(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? vr(e, t, vt(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? vr(e, t, vt(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var br = /./, xr = /[12357]/, Sr = /[125]/, Cr = /1/, wr = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Tr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? br : c(7, o) - u >= l ? xr : c(5, o) - u >= l ? Sr : Cr;
	if (d == Cr) {
		let e = I(c(1, o) - u);
		if (e < l) return wr(t.slice().reverse(), s.distr, d, gt(l / e)).reverse();
	}
	return wr(t, s.distr, d, 1);
}
function Er(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = I(c(1, o) - c(2, o));
	return l < s ? wr(t.slice().reverse(), 3, br, gt(s / l)).reverse() : t;
}
function Dr(e, t, n, r) {
	return r == null ? Ne : t == null ? "" : pt(t);
}
var Or = {
	show: !0,
	scale: "y",
	stroke: xe,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: ur,
	side: 3,
	grid: or,
	ticks: sr,
	border: cr,
	font: lr,
	lineGap: dr,
	rotate: 0
};
function kr(e, t) {
	return B((3 + (e || 1) * 2) * t, 3);
}
function Ar(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = I(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * k);
	return r[1] - r[0] <= o;
}
var jr = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: R,
	max: -Infinity
}, Mr = (e, t, n, r, i) => i, Nr = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Mr,
	alpha: 1,
	facets: [H({}, jr, { scale: "x" }), H({}, jr, { scale: "y" })]
}, Pr = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Mr,
	alpha: 1,
	points: {
		show: Ar,
		filter: null
	},
	values: null,
	min: R,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Fr(e, t, n, r, i) {
	return n / 10;
}
var Ir = {
	time: S,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Lr = H({}, Ir, {
	time: !1,
	ori: 1
}), Rr = {};
function zr(e, t) {
	let n = Rr[e];
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
	}, e != null && (Rr[e] = n)), n;
}
var Br = 1, Vr = 2;
function Hr(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, Zr, $r, ti, ri, ai) : n(i, c, l, u, d, _, g, p, f, h, m, Qr, ei, ni, ii, oi);
}
function Ur(e, t) {
	let n = 0, r = 0, i = P(e.bands, Ut);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function Wr(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function Gr(e, t, n, r, i, a) {
	return Hr(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? $r : ei, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function Kr(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? ti : ni, c = n;
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
function qr(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function Jr(e, t, n, r, i, a, o) {
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
function Yr(e) {
	return e == 0 ? kt : e == 1 ? L : (t) => It(t, e);
}
function Xr(e) {
	let t = e == 0 ? Zr : Qr, n = e == 0 ? (e, t, n, r, i, a) => {
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
var Zr = (e, t, n) => {
	e.moveTo(t, n);
}, Qr = (e, t, n) => {
	e.moveTo(n, t);
}, $r = (e, t, n) => {
	e.lineTo(t, n);
}, ei = (e, t, n) => {
	e.lineTo(n, t);
}, ti = Xr(0), ni = Xr(1), ri = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, ii = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, ai = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, oi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function si(e) {
	return (e, t, n, r, i) => Hr(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = Zr, v = ri) : (_ = Qr, v = ii);
		let y = B(g.width * k, 3), b = (g.size - g.width) / 2 * k, x = B(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: ee } = e.bbox;
		ti(C, w - x, T - x, E + x * 2, ee + x * 2);
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
function ci(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var li = ci($r), ui = ci(ei);
function di(e) {
	let t = P(e?.alignGaps, 0);
	return (e, n, r, i) => Hr(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = N(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = $r, b = li) : (y = ei, b = ui);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Br
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
		let [T, E] = Ur(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...Jr(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = Kr(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [Gr(e, n, r, i, C, -1), Gr(e, n, r, i, C, 1)] : Gr(e, n, r, i, C, E)), S;
	});
}
function fi(e) {
	let t = P(e.align, 1), n = P(e.ascDesc, !1), r = P(e.alignGaps, 0), i = P(e.extend, !1);
	return (e, a, o, s) => Hr(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = N(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? $r : ei, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Br
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
		let [oe, se] = Ur(e, a);
		if (c.fill != null || oe != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, oe));
			w(t, ae, n), w(t, ie, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...Jr(l, u, o, s, ee, S, r));
			let f = c.width * k / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = Kr(i, d.ori, h, g, _, v);
		}
		return se != 0 && (T.band = se == 2 ? [Gr(e, a, o, s, E, -1), Gr(e, a, o, s, E, 1)] : Gr(e, a, o, s, E, se)), T;
	});
}
function pi(e, t, n, r, i, a, o = R) {
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
function mi(e) {
	e ||= Ht;
	let t = P(e.size, [
		.6,
		R,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = z(i), o = 1 - t[0], s = P(t[1], R), c = P(t[2], 1), l = P(e.disp, Ht), u = P(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Hr(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, ee = r * k, te = s * k, ne = c * k, re, ie;
		_.ori == 0 ? [re, ie] = a(e, t) : [ie, re] = a(e, t);
		let ae = _.dir * (_.ori == 0 ? 1 : -1), oe = _.ori == 0 ? ti : ni, se = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ce = P(e.bands, Ut).find((e) => e.series[0] == t), le = ce == null ? 0 : ce.dir, ue = m.fillTo(e, t, m.min, m.max, le), de = T(b(ue, v, w, S)), fe, pe, me, he = C, D = T(m.width * k), ge = !1, _e = null, ve = null, ye = null, be = null;
		d != null && (D == 0 || f != null) && (ge = !0, _e = d.values(e, t, i, p), ve = /* @__PURE__ */ new Map(), new Set(_e).forEach((e) => {
			e != null && ve.set(e, new Path2D());
		}), D > 0 && (ye = f.values(e, t, i, p), be = /* @__PURE__ */ new Map(), new Set(ye).forEach((e) => {
			e != null && be.set(e, new Path2D());
		})));
		let { x0: xe, size: Se } = l;
		if (xe != null && Se != null) {
			E = 1, h = xe.values(e, t, i, p), xe.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = Se.values(e, t, i, p);
			pe = Se.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), he = pi(h, g, y, _, C, x, he), me = he - pe + ee;
		} else he = pi(h, g, y, _, C, x, he), me = he * o + ee, pe = he - me;
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
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(P(r, ue), v, w, S), o = T(i - fe), s = T(vt(a, de)), c = T(_t(a, de)), u = s - c;
			if (r != null) {
				let i = r < 0 ? ke : Oe, a = r < 0 ? Oe : ke;
				ge ? (D > 0 && ye[n] != null && oe(be.get(ye[n]), o, c + ht(D / 2), pe, vt(0, u - D), i, a), _e[n] != null && oe(ve.get(_e[n]), o, c + ht(D / 2), pe, vt(0, u - D), i, a)) : oe(Ee, o, c + ht(D / 2), pe, vt(0, u - D), i, a), se(e, t, n, o - D / 2, c, pe + D, u);
			}
		}
		return D > 0 ? Te.stroke = ge ? be : Ee : ge || (Te._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, Te.width = 0), Te.fill = ge ? ve : Ee, Te;
	});
}
function hi(e, t) {
	let n = P(t?.alignGaps, 0);
	return (t, r, i, a) => Hr(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = N(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = Zr, S = $r, x = ai) : (b = Qr, S = ei, x = oi);
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
			flags: Br
		}, ne = te.stroke, [re, ie] = Ur(t, r);
		if (o.fill != null || re != 0) {
			let e = te.fill = new Path2D(ne), n = y(o.fillTo(t, r, o.min, o.max, re));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...Jr(s, c, i, a, C, v, n)), te.gaps = e = o.gaps(t, r, i, a, e), te.clip = Kr(e, l.ori, p, m, h, g);
		}
		return ie != 0 && (te.band = ie == 2 ? [Gr(t, r, i, a, ne, -1), Gr(t, r, i, a, ne, 1)] : Gr(t, r, i, a, ne, ie)), te;
	});
}
function gi(e) {
	return hi(_i, e);
}
function _i(e, t, n, r, i, a) {
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
var vi = /* @__PURE__ */ new Set();
function yi() {
	for (let e of vi) e.syncRect(!0);
}
O && (Xe(ke, Fe, yi), Xe(Ae, Fe, yi, !0), Xe(Me, Fe, () => {
	Fi.pxRatio = k;
}));
var bi = di(), xi = si();
function Si(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => wi(e, r, t, n));
}
function Ci(e, t) {
	return e.map((e, n) => n == 0 ? {} : H({}, t, e));
}
function wi(e, t, n, r) {
	return H({}, t == 0 ? n : r, e);
}
function Ti(e, t, n) {
	return t == null ? Wt : [t, n];
}
var Ei = Ti;
function Di(e, t, n) {
	return t == null ? Wt : lt(t, n, at, !0);
}
function Oi(e, t, n, r) {
	return t == null ? Wt : rt(t, n, e.scales[r].log, !1);
}
var ki = Oi;
function Ai(e, t, n, r) {
	return t == null ? Wt : it(t, n, e.scales[r].log, !1);
}
var ji = Ai;
function Mi(e, t, n, r, i) {
	let a = vt(Tt(e), Tt(t)), o = t - e, s = Qe(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? zt.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Ni(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = L((n = +r) * k)) + "px"), [
		e,
		t,
		n
	];
}
function Pi(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = B(e[2] * k, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Fi(e, t, n) {
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
		e.target === m && (q != Ii || J != Li) && Vi.click(r, e);
	}, !0);
	let p = r.under = He(te, f);
	f.appendChild(u);
	let m = r.over = He(ne, f);
	e = Qt(e);
	let h = +P(e.pxAlign, 1), g = Yr(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? Si(e.series || [], hr, Pr, !1) : Ci(e.series || [null], Nr), y = r.axes = Si(e.axes || [], fr, Or, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = z(e.fill || null), e.dir = P(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, xe = {
		axes: ii,
		series: Kr
	}, ke = (e.drawOrder || ["axes", "series"]).map((e) => xe[e]);
	function Ae(e) {
		let t = e.distr == 3 ? (t) => xt(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => wt(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function je(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Ht)[t] || Ht;
			if (r.from != null) {
				je(r.from);
				let e = H({}, b[r.from], r, { key: t });
				e.valToPct = Ae(e), b[t] = e;
			} else {
				n = b[t] = H({}, t == S ? Ir : Lr, r), n.key = t;
				let e = n.time, a = n.range, o = Gt(a);
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
				}, o = !1), !o && Yt(a))) {
					let e = a;
					a = (t, n, r) => n == null ? Wt : lt(n, r, e);
				}
				n.range = z(a || (e ? Ei : t == S ? n.distr == 3 ? ki : n.distr == 4 ? ji : Ti : n.distr == 3 ? Oi : n.distr == 4 ? Ai : Di)), n.auto = z(!o && n.auto), n.clamp = z(n.clamp || Fr), n._min = n._max = null, n.valToPct = Ae(n);
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
	let We = e.tzDate || ((e) => new Date(L(e / _))), Ke = e.fmtDate || gn, Je = _ == 1 ? Rn(We) : Vn(We), Ye = Un(We, Hn(_ == 1 ? Ln : Bn, Ke)), $e = Jn(We, Kn(qn, Ke)), et = [], M = r.legend = H({}, Zn, e.legend), N = r.cursor = H({}, ir, { drag: { y: i == 2 } }, e.cursor), tt = M.show, st = N.show, ct = M.markers;
	M.idxs = et, ct.width = z(ct.width), ct.dash = z(ct.dash), ct.stroke = z(ct.stroke), ct.fill = z(ct.fill);
	let dt, ft, pt, F = [], ht = [], bt, St = !1, Tt = {};
	if (M.live) {
		let e = v[1] ? v[1].values : null;
		St = e != null, bt = St ? e(r, 1, 0) : { _: 0 };
		for (let e in bt) Tt[e] = Ne;
	}
	if (tt) {
		if (dt = Ve("table", le, l), pt = Ve("tbody", null, dt), M.mount(r, dt), St) {
			ft = Ve("thead", null, dt, pt);
			let e = Ve("tr", null, ft);
			for (var Ot in Ve("th", null, e), bt) Ve("th", me, e).textContent = Ot;
		} else ze(dt, de), M.live && ze(dt, ue);
	}
	let kt = { show: !0 }, Pt = { show: !1 };
	function Ft(e, t) {
		if (t == 0 && (St || !M.live || i == 2)) return Wt;
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
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (ct.show || (s.style.color = e.width > 0 ? ct.stroke(r, t) : ct.fill(r, t)), Rt("click", o, (t) => {
			if (N._lock) return;
			En(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != M.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && Ki(r, e ? r == n ? kt : Pt : kt, !0, $.setSeries);
				});
			} else Ki(n, { show: !e.show }, !0, $.setSeries);
		}, !1), kn && Rt(Ee, o, (t) => {
			N._lock || (En(t), Ki(v.indexOf(e), Q, !0, $.setSeries));
		}, !1)), bt) {
			let e = Ve("td", he, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let Lt = /* @__PURE__ */ new Map();
	function Rt(e, t, n, i = !0) {
		let a = Lt.get(t) || {}, o = N.bind[e](r, t, n, i);
		o && (Xe(e, t, a[e] = o), Lt.set(t, a));
	}
	function Vt(e, t, n) {
		let r = Lt.get(t) || {};
		for (let n in r) (e == null || n == e) && (Ze(n, t, r[n]), delete r[n]);
		e ?? Lt.delete(t);
	}
	let Kt = 0, Zt = 0, V = 0, U = 0, $t = 0, en = 0, tn = $t, nn = en, an = V, on = U, sn = 0, cn = 0, ln = 0, un = 0;
	r.bbox = {};
	let dn = !1, fn = !1, pn = !1, mn = !1, hn = !1, _n = !1;
	function vn(e, t, n) {
		(n || e != r.width || t != r.height) && yn(e, t), ai(!1), pn = !0, fn = !0, ui();
	}
	function yn(e, t) {
		r.width = Kt = V = e, r.height = Zt = U = t, $t = en = 0, Sn(), Tn();
		let n = r.bbox;
		sn = n.left = It($t * k, .5), cn = n.top = It(en * k, .5), ln = n.width = It(V * k, .5), un = n.height = It(U * k, .5);
	}
	function bn() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = ni(t), i = ri(t);
			e = t == 3 || n && i, e || (yn(r.width, r.height), fn = !0);
		}
	}
	function xn({ width: e, height: t }) {
		vn(e, t);
	}
	r.setSize = xn;
	function Sn() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (V -= c, a == 3 ? ($t += c, r = !0) : n = !0) : (U -= c, a == 0 ? (en += c, e = !0) : t = !0));
			}
		}), Yn[0] = e, Yn[1] = n, Yn[2] = t, Yn[3] = r, V -= er[1] + er[3], $t += er[3], U -= er[2] + er[0], en += er[0];
	}
	function Tn() {
		let e = $t + V, t = en + U, n = $t, r = en;
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
		let r = e.prox = z(e.prox), i = e.bias ??= 0;
		N.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? R, u = l >= 0 && l < R, d = O.ori == 0 ? V : U, f = N.left, p = t[0], m = t[a];
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
	let En = (e) => {
		N.event = e;
	};
	N.idxs = et, N._lock = !1;
	let Dn = N.points;
	Dn.show = z(Dn.show), Dn.size = z(Dn.size), Dn.stroke = z(Dn.stroke), Dn.width = z(Dn.width), Dn.fill = z(Dn.fill);
	let On = r.focus = H({}, e.focus || { alpha: .3 }, N.focus), kn = On.prox >= 0, An = kn && Dn.one, jn = [], Mn = [], Nn = [];
	function Pn(e, t) {
		let n = Dn.show(r, t);
		if (n instanceof HTMLElement) return ze(n, ce), ze(n, e.class), Ue(n, -10, -10, V, U), m.insertBefore(n, jn[t]), n;
	}
	function W(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? Jt(n) ? Jn(We, Kn(n, Ke)) : n || $e : n || Dr, e.label = e.label || (t ? mr : pr);
		}
		if (An || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || bi || jt, e.fillTo = z(e.fillTo || Wr), e.pxAlign = +P(e.pxAlign, h), e.pxRound = Yr(e.pxAlign), e.stroke = z(e.stroke || null), e.fill = z(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = kr(vt(1, e.width), 1), n = e.points = H({}, {
				size: t,
				width: vt(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: xi,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = z(n.show), n.filter = z(n.filter), n.fill = z(n.fill), n.stroke = z(n.stroke), n.paths = z(n.paths), n.pxAlign = e.pxAlign;
		}
		if (tt) {
			let n = Ft(e, t);
			F.splice(t, 0, n[0]), ht.splice(t, 0, n[1]), M.values.push(null);
		}
		if (st) {
			et.splice(t, 0, null);
			let n = null;
			An ? t == 0 && (n = Pn(e, t)) : t > 0 && (n = Pn(e, t)), jn.splice(t, 0, n), Mn.splice(t, 0, 0), Nn.splice(t, 0, 0);
		}
		Oa("addSeries", t);
	}
	function Fn(e, t) {
		t ??= v.length, e = i == 1 ? wi(e, t, hr, Pr) : wi(e, t, {}, Nr), v.splice(t, 0, e), W(v[t], t);
	}
	r.addSeries = Fn;
	function Gn(e) {
		if (v.splice(e, 1), tt) {
			M.values.splice(e, 1), ht.splice(e, 1);
			let t = F.splice(e, 1)[0];
			Vt(null, t.firstChild), t.remove();
		}
		st && (et.splice(e, 1), jn.splice(e, 1)[0].remove(), Mn.splice(e, 1), Nn.splice(e, 1)), Oa("delSeries", e);
	}
	r.delSeries = Gn;
	let Yn = [
		!1,
		!1,
		!1,
		!1
	];
	function Xn(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = z(e.size), e.space = z(e.space), e.rotate = z(e.rotate), Gt(e.incrs) && e.incrs.forEach((e) => {
				!zt.has(e) && zt.set(e, Bt(e));
			}), e.incrs = z(e.incrs || (i.distr == 2 ? Cn : a ? _ == 1 ? In : zn : wn)), e.splits = z(e.splits || (a && i.distr == 1 ? Je : i.distr == 3 ? vr : i.distr == 4 ? yr : _r)), e.stroke = z(e.stroke), e.grid.stroke = z(e.grid.stroke), e.ticks.stroke = z(e.ticks.stroke), e.border.stroke = z(e.border.stroke);
			let o = e.values;
			e.values = Gt(o) && !Gt(o[0]) ? z(o) : a ? Gt(o) ? Un(We, Hn(o, Ke)) : Jt(o) ? Wn(We, o) : o || Ye : o || gr, e.filter = z(e.filter || (i.distr >= 3 && i.log == 10 ? Tr : i.distr == 3 && i.log == 2 ? Er : At)), e.font = Ni(e.font), e.labelFont = Ni(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Yn[t] = !0, e._el = He(re, f));
		}
	}
	function Qn(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? L(fr.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? L(Or.size / 2) : 0), l;
	}
	let $n = r.padding = (e.padding || [
		Qn,
		Qn,
		Qn,
		Qn
	]).map((e) => z(P(e, Qn))), er = r._padding = $n.map((e, t) => e(r, t, Yn, 0)), tr, G = null, K = null, nr = i == 1 ? v[0].idxs : null, rr = null, ar = !1;
	function or(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			tr = 0;
			for (let e = 1; e < v.length; e++) tr += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), rr = t[0], tr = rr.length;
			let e = t;
			if (Ie == 2) {
				e = t.slice();
				let n = e[0] = Array(tr);
				for (let e = 0; e < tr; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (ai(!0), Oa("setData"), Ie == 2 && (pn = !0), n !== !1) {
			let e = O;
			e.auto(r, ar) ? sr() : Gi(S, e.min, e.max), mn ||= N.left >= 0, _n = !0, ui();
		}
	}
	r.setData = or;
	function sr() {
		ar = !0;
		let e, n;
		i == 1 && (tr > 0 ? (G = nr[0] = 0, K = nr[1] = tr - 1, e = t[0][G], n = t[0][K], Ie == 2 ? (e = G, n = K) : e == n && (Ie == 3 ? [e, n] = rt(e, e, O.log, !1) : Ie == 4 ? [e, n] = it(e, e, O.log, !1) : O.time ? n = e + L(86400 / _) : [e, n] = lt(e, n, at, !0))) : (G = nr[0] = e = null, K = nr[1] = n = null)), Gi(S, e, n);
	}
	let cr, lr, ur, dr, br, xr, Sr, Cr, wr, Ar;
	function jr(e, t, n, r, i, a) {
		e ??= Se, n ??= Ut, r ??= "butt", i ??= Se, a ??= "round", e != cr && (d.strokeStyle = cr = e), i != lr && (d.fillStyle = lr = i), t != ur && (d.lineWidth = ur = t), a != br && (d.lineJoin = br = a), r != xr && (d.lineCap = xr = r), n != dr && d.setLineDash(dr = n);
	}
	function Mr(e, t, n, r) {
		t != lr && (d.fillStyle = lr = t), e != Sr && (d.font = Sr = e), n != Cr && (d.textAlign = Cr = n), r != wr && (d.textBaseline = wr = r);
	}
	function Rr(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, ar) && (t == null || t.min == null)) {
			let t = P(G, 0), r = P(K, i.length - 1), o = n.min == null ? nt(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = _t(e.min, n.min = o[0]), e.max = vt(e.max, n.max = o[1]);
		}
	}
	let Hr = {
		min: null,
		max: null
	};
	function Ur() {
		for (let e in b) {
			let t = b[e];
			j[e] == null && (t.min == null || j[S] != null && t.auto(r, ar)) && (j[e] = Hr);
		}
		for (let e in b) {
			let t = b[e];
			j[e] == null && t.from != null && j[t.from] != null && (j[e] = Hr);
		}
		j[S] != null && ai(!0);
		let e = {};
		for (let t in j) {
			let n = j[t];
			if (n != null) {
				let a = e[t] = Qt(b[t], Xt);
				if (n.min != null) H(a, n);
				else if (t != S || i == 2) {
					if (tr == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = R, a.max = -Infinity;
				}
			}
		}
		if (tr > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = j[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], G = Qe(s.min, t[0]), K = Qe(s.max, t[0]), K - G > 1 && (t[0][G] < s.min && G++, t[0][K] > s.max && K--), n.min = rr[G], n.max = rr[K];
					} else n.show && n.auto && Rr(s, o, n, t[a], n.sorted);
					n.idxs[0] = G, n.idxs[1] = K;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && Rr(u, j[o], r, c, r.sorted), d != null && Rr(d, j[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = j[t];
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
				i._min = e == 3 ? xt(i.min) : e == 4 ? wt(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? xt(i.max) : e == 4 ? wt(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) pn = !0, Oa("setScale", e);
			st && N.left >= 0 && (mn = _n = !0);
		}
		for (let e in j) j[e] = null;
	}
	function Gr(e) {
		let t = Et(G - 1, 0, tr - 1), n = Et(K + 1, 0, tr - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < tr - 1;) n++;
		return [t, n];
	}
	function Kr() {
		if (tr > 0) {
			let e = v.some((e) => e._focus) && Ar != On.alpha;
			e && (d.globalAlpha = Ar = On.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (qr(n, !1), qr(n, !0), e._paths == null)) {
					let a = Ar;
					Ar != e.alpha && (d.globalAlpha = Ar = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Gr(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), Ar != a && (d.globalAlpha = Ar = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = Ar;
					Ar != e.alpha && (d.globalAlpha = Ar = e.alpha), e._paths != null && Jr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, G, K, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, G, K, a), Jr(t, !0));
					}
					Ar != n && (d.globalAlpha = Ar = n), Oa("drawSeries", t);
				}
			}), e && (d.globalAlpha = Ar = 1);
		}
	}
	function qr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function Jr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = B(l * k, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = sn - l / 2, t = cn - l / 2, n = ln + l, r = un + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Zr(s, l, n.dash, n.cap, c, r, i, o, a) : Xr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Xr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Ht).band;
				Gt(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && ut(g, G, K) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Zr(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Zr(n, i, a, o, s, c, l, u, d, f);
	}
	function Zr(e, t, n, r, i, a, o, s, c, l, u, f) {
		jr(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), $r(i, o), Qr(e, a, t)) : s & Vr ? ($r(i, o), d.clip(f), Qr(e, a, t)) : s & Br && (d.save(), d.clip(f), u && d.clip(u), $r(i, o), d.restore(), Qr(e, a, t)) : ($r(i, o), Qr(e, a, t)), (c || l || f) && d.restore();
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
			o = Mi(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function ti(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), jr(s, o, c, l, s), d.beginPath();
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
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = ei(i, c, l, s == 0 ? V : U);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => rr[e]) : p, h = a.distr == 2 ? rr[p[1]] - rr[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = gt(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function ri(e) {
		let t = !0;
		return $n.forEach((n, i) => {
			let a = n(r, i, Yn, e);
			a != er[i] && (t = !1), er[i] = a;
		}), t;
	}
	function ii() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = L((t._lpos + s) * k);
				Mr(t.labelFont[0], c, "center", n == 2 ? _e : ve), d.save(), i == 1 ? (a = o = 0, d.translate(p, L(cn + un / 2)), d.rotate((n == 3 ? -mt : mt) / 2)) : (a = L(sn + ln / 2), o = p);
				let m = Dt(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? ln : un, h = i == 0 ? sn : cn, _ = t._splits, v = p.distr == 2 ? _.map((e) => rr[e]) : _, x = p.distr == 2 ? rr[_[1]] - rr[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = L(w * k), E = L((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * k), ee = t._rotate * -mt / 180, te = g(t._pos * k), ne = te + (T + E) * l;
			o = i == 0 ? ne : 0, a = i == 1 ? ne : 0;
			let re = t.font[0];
			Mr(re, c, t.align == 1 ? ye : t.align == 2 ? be : ee > 0 ? ye : ee < 0 ? be : i == 0 ? "center" : n == 3 ? be : ye, ee || i == 1 ? "middle" : n == 2 ? _e : ve);
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
			S.show && ti(ae, S.filter(r, v, e, f, x), i, n, te, T, B(S.width * k, 3), S.stroke(r, e), S.dash, S.cap);
			let se = t.grid;
			se.show && ti(ae, se.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? cn : sn, i == 0 ? un : ln, B(se.width * k, 3), se.stroke(r, e), se.dash, se.cap), C.show && ti([te], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? cn : sn, i == 1 ? un : ln, B(C.width * k, 3), C.stroke(r, e), C.dash, C.cap);
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
		oi ||= (rn(fi), !0);
	}
	function di(e, t = !1) {
		oi = !0, si = t, e(r), fi(), t && ci.length > 0 && queueMicrotask(li);
	}
	r.batch = di;
	function fi() {
		if (dn &&= (Ur(), !1), pn &&= (bn(), !1), fn) {
			if (A(p, ye, $t), A(p, _e, en), A(p, D, V), A(p, ge, U), A(m, ye, $t), A(m, _e, en), A(m, D, V), A(m, ge, U), A(f, D, Kt), A(f, ge, Zt), u.width = L(Kt * k), u.height = L(Zt * k), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						A(e, a ? "left" : "top", r - t), A(e, a ? "width" : "height", n), A(e, a ? "top" : "left", a ? en : $t), A(e, a ? "height" : "width", a ? U : V), Be(e, ie);
					} else ze(e, ie);
				}
			}), cr = lr = ur = br = xr = Sr = Cr = wr = dr = null, Ar = 1, fa(!0), $t != tn || en != nn || V != an || U != on) {
				ai(!1);
				let e = V / an, t = U / on;
				if (st && !mn && N.left >= 0) {
					N.left *= e, N.top *= t, gi && Ue(gi, L(N.left), 0, V, U), _i && Ue(_i, 0, L(N.top), V, U);
					for (let n = 0; n < jn.length; n++) {
						let r = jn[n];
						r != null && (Mn[n] *= e, Nn[n] *= t, Ue(r, gt(Mn[n]), gt(Nn[n]), V, U));
					}
				}
				if (Z.show && !hn && Z.left >= 0 && Z.width > 0) {
					Z.left *= e, Z.width *= e, Z.top *= t, Z.height *= t;
					for (let e in ha) A(Hi, e, Z[e]);
				}
				tn = $t, nn = en, an = V, on = U;
			}
			Oa("setSize"), fn = !1;
		}
		Kt > 0 && Zt > 0 && (d.clearRect(0, 0, u.width, u.height), Oa("drawClear"), ke.forEach((e) => e()), Oa("draw")), Z.show && hn && (Ui(Z), hn = !1), st && mn && (ua(null, !0, !1), mn = !1), M.show && M.live && _n && (ca(), _n = !1), c || (c = !0, r.status = 1, Oa("ready")), ar = !1, oi = !1;
	}
	r.redraw = (e, t) => {
		pn = t || !1, e === !1 ? ui() : Gi(S, O.min, O.max);
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
			e == S && i.distr == 2 && tr > 0 && (n.min = Qe(n.min, t[0]), n.max = Qe(n.max, t[0]), n.min == n.max && n.max++), j[e] = n, dn = !0, ui();
		}
	}
	r.setScale = pi;
	let mi, hi, gi, _i, yi, Fi, Ii, Li, Ri, zi, q, J, Bi = !1, Vi = N.drag, Y = Vi.x, X = Vi.y;
	st && (N.x && (mi = He(oe, m)), N.y && (hi = He(se, m)), O.ori == 0 ? (gi = mi, _i = hi) : (gi = hi, _i = mi), q = N.left, J = N.top);
	let Z = r.select = H({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Hi = Z.show ? He(ae, Z.over ? m : p) : null;
	function Ui(e, t) {
		if (Z.show) {
			for (let t in e) Z[t] = e[t], t in ha && A(Hi, t, e[t]);
			t !== !1 && Oa("setSelect");
		}
	}
	r.setSelect = Ui;
	function Wi(e) {
		if (v[e].show) tt && Be(F[e], ie);
		else if (tt && ze(F[e], ie), st) {
			let t = An ? jn[0] : jn[e];
			t != null && Ue(t, -10, -10, V, U);
		}
	}
	function Gi(e, t, n) {
		pi(e, {
			min: t,
			max: n
		});
	}
	function Ki(e, t, n, a) {
		t.focus != null && ea(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Wi(r), i == 2 ? (Gi(n.facets[0].scale, null, null), Gi(n.facets[1].scale, null, null)) : Gi(n.scale, null, null), ui());
		}), n !== !1 && Oa("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = Ki;
	function qi(e, t) {
		H(x[e], t);
	}
	function Ji(e, t) {
		e.fill = z(e.fill || null), e.dir = P(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Yi(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = Ji, r.setBand = qi, r.delBand = Yi;
	function Xi(e, t) {
		v[e].alpha = t, st && jn[e] != null && (jn[e].style.opacity = t), tt && F[e] && (F[e].style.opacity = t);
	}
	let Zi, Qi, $i, Q = { focus: !0 };
	function ea(e) {
		if (e != $i) {
			let t = e == null, n = On.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Xi(a, i ? 1 : On.alpha);
				}
			}), $i = e, n && ui();
		}
	}
	tt && kn && Rt(De, dt, (e) => {
		N._lock || (En(e), $i != null && Ki(null, Q, !0, $.setSeries));
	});
	function ta(e, t, n) {
		let r = b[t];
		n && (e = e / k - (r.ori == 1 ? en : $t));
		let i = V;
		r.ori == 1 && (i = U, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? yt(10, c) : l == 4 ? Ct(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function na(e, n) {
		return Qe(ta(e, S, n), t[0], G, K);
	}
	r.valToIdx = (e) => Qe(e, t[0]), r.posToIdx = na, r.posToVal = ta, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? ln : V, n ? sn : 0) : o(e, b[t], n ? un : U, n ? cn : 0), r.setCursor = (e, t, n) => {
		q = e.left, J = e.top, ua(null, t, n);
	};
	function ra(e, t) {
		A(Hi, ye, Z.left = e), A(Hi, D, Z.width = t);
	}
	function ia(e, t) {
		A(Hi, _e, Z.top = e), A(Hi, ge, Z.height = t);
	}
	let aa = O.ori == 0 ? ra : ia, oa = O.ori == 1 ? ra : ia;
	function sa() {
		if (tt && M.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && St) continue;
			let t = M.values[e], n = 0;
			for (let r in t) ht[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function ca(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			et[t] = e;
		}) : qt(e.idx) || et.fill(e.idx), M.idx = et[0]), tt && M.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !St) && la(e, et[e]);
			sa();
		}
		_n = !1, t !== !1 && Oa("setLegend");
	}
	r.setLegend = ca;
	function la(e, n) {
		let i = v[e], a = e == 0 && Ie == 2 ? rr : t[e], o;
		St ? o = i.values(r, e, n) ?? Tt : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? Tt : { _: o }), M.values[e] = o;
	}
	function ua(e, n, a) {
		Ri = q, zi = J, [q, J] = N.move(r, q, J), N.left = q, N.top = J, st && (gi && Ue(gi, L(q), 0, V, U), _i && Ue(_i, 0, L(J), V, U));
		let o, s = G > K;
		Zi = R, Qi = null;
		let c = O.ori == 0 ? V : U, l = O.ori == 1 ? V : U;
		if (q < 0 || tr == 0 || s) {
			o = N.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = jn[e];
				t != null && Ue(t, -10, -10, V, U);
			}
			kn && Ki(null, Q, !0, e == null && $.setSeries), M.live && (et.fill(o), _n = !0);
		} else {
			let e, n, a;
			i == 1 && (e = O.ori == 0 ? q : J, n = ta(e, S), o = N.idx = Qe(n, t[0], G, K), a = Le(t[0][o], O, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = et[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = N.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (_n = _n || S != y || x != _, et[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : Le(i == 1 ? t[0][x] : t[e][0][x], O, c, 0), _ = S == null ? -10 : Re(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (kn && S != null) {
						let t = O.ori == 1 ? q : J, n = I(On.dist(r, e, x, _, t));
						if (n < Zi) {
							let r = On.bias;
							if (r != 0) {
								let i = ta(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Zi = n, Qi = e);
							} else Zi = n, Qi = e;
						}
					}
					if (_n || An) {
						let t, i;
						O.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = Dn.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = Dn.size(r, e);
						if (v = Dn.fill(r, e), g = Dn.stroke(r, e), An) e == Qi && Zi <= On.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = jn[e];
							t != null && (Mn[e] = c, Nn[e] = l, qe(t, a, o, y), Ge(t, v, g), Ue(t, gt(c), gt(l), V, U));
						}
					}
				}
			}
			if (An) {
				let e = On.prox;
				if (_n || ($i == null ? Zi <= e : Zi > e || Qi != $i)) {
					let e = jn[0];
					e != null && (Mn[0] = s, Nn[0] = u, qe(e, d, f, p), Ge(e, m, h), Ue(e, gt(s), gt(u), V, U));
				}
			}
		}
		if (Z.show && Bi) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (Y = s._x, X = s._y, Y || X) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && Y ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = Le(m(h, a), _, c, 0), y = Le(m(h + g, a), _, c, 0), aa(_t(v, y), I(y - v))) : aa(0, c), S && X ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = Re(m(h, o), _, l, 0), y = Re(m(h + g, o), _, l, 0), oa(_t(v, y), I(y - v))) : oa(0, l);
				} else ga();
			} else {
				let e = I(Ri - yi), t = I(zi - Fi);
				if (O.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				Y = Vi.x && e >= Vi.dist, X = Vi.y && t >= Vi.dist;
				let n = Vi.uni;
				n == null ? Vi.x && Vi.y && (Y || X) && (Y = X = !0) : Y && X && (Y = e >= n, X = t >= n, !Y && !X && (t > e ? X = !0 : Y = !0));
				let r, i;
				Y && (O.ori == 0 ? (r = Ii, i = q) : (r = Li, i = J), aa(_t(r, i), I(i - r)), X || oa(0, l)), X && (O.ori == 1 ? (r = Ii, i = q) : (r = Li, i = J), oa(_t(r, i), I(i - r)), Y || aa(0, c)), !Y && !X && (aa(0, 0), oa(0, 0));
			}
		}
		if (Vi._x = Y, Vi._y = X, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : ta(O.ori == 0 ? q : J, e), $.values[1] = t == null ? null : ta(O.ori == 1 ? q : J, t);
				}
				Ma(Ce, r, q, J, V, U, o);
			}
			if (kn) {
				let e = a && $.setSeries, t = On.prox;
				$i == null ? Zi <= t && Ki(Qi, Q, !0, e) : Zi > t ? Ki(null, Q, !0, e) : Qi != $i && Ki(Qi, Q, !0, e);
			}
		}
		_n && (M.idx = o, ca()), n !== !1 && Oa("setCursor");
	}
	let da = null;
	Object.defineProperty(r, "rect", { get() {
		return da ?? fa(!1), da;
	} });
	function fa(e = !1) {
		e ? da = null : (da = m.getBoundingClientRect(), Oa("syncRect", da));
	}
	function pa(e, t, n, r, i, a, o) {
		N._lock || Bi && e != null && e.movementX == 0 && e.movementY == 0 || (ma(e, t, n, r, i, a, o, !1, e != null), e == null ? ua(t, !0, !1) : ua(null, !0, !0));
	}
	function ma(e, t, n, i, a, o, c, l, u) {
		if (da ?? fa(!1), En(e), e != null) n = e.clientX - da.left, i = e.clientY - da.top;
		else {
			if (n < 0 || i < 0) {
				q = -10, J = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = O.ori == 0 ? V : U, _ = O.ori == 1 ? V : U, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, O.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == Ce) && ((n <= 1 || n >= V - 1) && (n = It(n, V)), (i <= 1 || i >= U - 1) && (i = It(i, U))), l ? (yi = n, Fi = i, [Ii, Li] = N.move(r, n, i)) : (q = n, J = i);
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
		Bi = !0, Y = X = Vi._x = Vi._y = !1, ma(e, t, n, i, a, o, s, !0, !1), e != null && (Rt(Te, Pe, Sa, !1), Ma(we, r, Ii, Li, V, U, null));
		let { left: c, top: l, width: u, height: d } = Z;
		_a = c, va = l, ya = u, ba = d;
	}
	function Sa(e, t, n, i, a, o, s) {
		Bi = Vi._x = Vi._y = !1, ma(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Z, f = u > 0 || d > 0, p = _a != c || va != l || ya != u || ba != d;
		if (f && p && Ui(Z), Vi.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (O.ori == 1 && (e = l, t = d, n = c, r = u), Y && Gi(S, ta(e, S), ta(e + t, S)), X) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != R && Gi(e, ta(n + r, e), ta(n, e));
			}
			ga();
		} else N.lock && (N._lock = !N._lock, ua(t, !0, e != null));
		e != null && (Vt(Te, Pe), Ma(Te, r, q, J, V, U, null));
	}
	function Ca(e, t, n, r, i, a, o) {
		if (N._lock) return;
		En(e);
		let s = Bi;
		if (Bi) {
			let e = !0, t = !0, n, r;
			O.ori == 0 ? (n = Y, r = X) : (n = X, r = Y), n && r && (e = q <= 10 || q >= V - 10, t = J <= 10 || J >= U - 10), n && e && (q = q < Ii ? 0 : V), r && t && (J = J < Li ? 0 : U), ua(null, !0, !0), Bi = !1;
		}
		q = -10, J = -10, et.fill(null), ua(null, !0, !0), s && (Bi = s);
	}
	function wa(e, t, n, i, a, o, s) {
		N._lock || (En(e), sr(), ga(), e != null && Ma(Oe, r, q, J, V, U, null));
	}
	function Ta() {
		y.forEach(Pi), vn(r.width, r.height, !0);
	}
	Xe(Me, Fe, Ta);
	let Ea = {};
	Ea.mousedown = xa, Ea.mousemove = pa, Ea.mouseup = Sa, Ea.dblclick = wa, Ea.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && Ki(n, i, !0, !1);
	}, st && (Rt(we, m, xa), Rt(Ce, m, pa), Rt(Ee, m, (e) => {
		En(e), fa(!1);
	}), Rt(De, m, Ca), Rt(Oe, m, wa), vi.add(r), r.syncRect = fa);
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
	let ka = (e, t, n) => n, $ = H({
		key: null,
		setSeries: !1,
		filters: {
			pub: Mt,
			sub: Mt
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Nt,
			Nt,
			ka
		],
		values: [null, null]
	}, N.sync);
	$.match.length == 2 && $.match.push(ka), N.sync = $;
	let Aa = $.key, ja = zr(Aa);
	function Ma(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Ea[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), vi.delete(r), Lt.clear(), Ze(Me, Fe, Ta), l.remove(), dt?.remove(), Oa("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Oa("init", e, t), or(t || e.data, !1), j[S] ? pi(S, j[S]) : sr(), hn = Z.show && (Z.width > 0 || Z.height > 0), mn = _n = !0, vn(e.width, e.height);
	}
	return v.forEach(W), y.forEach(Xn), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
Fi.assign = H, Fi.fmtNum = pt, Fi.rangeNum = lt, Fi.rangeLog = rt, Fi.rangeAsinh = it, Fi.orient = Hr, Fi.pxRatio = k, Fi.join = nn, Fi.fmtDate = gn, Fi.tzDate = vn, Fi.sync = zr;
{
	Fi.addGap = qr, Fi.clipGaps = Kr;
	let e = Fi.paths = { points: si };
	e.linear = di, e.stepped = fi, e.bars = mi, e.spline = gi;
}
// src/views/charts.ts
var Ii = class {
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
			let a = r.map((e) => e[0]), s = r.map((e) => o(e[2])), c = new Fi(this.options(e, n), [a, s], e);
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
}, Li = [
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
], Ri = [
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
function zi(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var q = [
	160,
	160,
	160
];
function J(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function Bi(e, t) {
	let n = J(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function Vi(e) {
	let t = [`${e}.missing { background: ${X(q)}; color: #000; }`];
	for (let [n, r] of [["sequential", Li], ["diverging", Ri]]) for (let i = 0; i < 64; i++) {
		let a = zi(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${X(a)}; color: ${Y(a)}; }`);
	}
	return t.join("\n");
}
function Y(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function X(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function Z(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? Li : Ri).map((e) => X(e)).join(", ")})`;
}
// src/format.ts
function Hi(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
function Ui(e) {
	return e === "" ? "∅" : e.replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/views/samples.ts
var Wi = [
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
function Gi(e, t, n) {
	let r = Wi.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
function Ki(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
var qi = class {
	root;
	onSelect;
	sortKey = "sample";
	descending = !1;
	detail = null;
	selectedSample = null;
	constructor(e, t) {
		this.root = e, this.onSelect = t;
	}
	show(e, t) {
		this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.root.replaceChildren();
		let e = this.detail;
		if (!e) return;
		let t = document.createElement("div");
		t.className = "samples-caption", t.textContent = `Step ${e.step}: ${e.samples.length} recorded of ${e.batch_size} responses`, this.root.append(t);
		let n = document.createElement("table");
		n.className = "samples";
		let r = n.createTHead().insertRow();
		for (let e of Wi) {
			let t = document.createElement("th");
			t.textContent = e.label + (this.sortKey === e.key ? this.descending ? " ▼" : " ▲" : ""), t.title = `${e.title} (click to sort)`, t.tabIndex = 0, t.dataset.key = e.key;
			let n = () => {
				this.descending = this.sortKey === e.key ? !this.descending : e.key !== "sample", this.sortKey = e.key, this.render();
			};
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n()), r.append(t);
		}
		let i = n.createTBody();
		for (let t of Gi(e.samples, this.sortKey, this.descending)) {
			let e = i.insertRow();
			e.tabIndex = 0, e.dataset.sample = String(t.sample_index), t.sample_index === this.selectedSample && e.classList.add("selected");
			for (let n of Wi) {
				let r = n.value(t), i = e.insertCell();
				n.key === "group" ? (i.textContent = Ki(t.group_id), i.title = t.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Hi(r) : String(r ?? "–");
			}
			let n = () => this.onSelect(t.sample_index);
			e.addEventListener("click", n), e.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.root.append(n);
	}
};
function Ji(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = r > 0 ? e[r - 1] : "";
		(r === 0 || n >= 256 && i.endsWith("\n") || n >= 1024) && (t.push(r), n = 0), n++;
	}
	return t;
}
function Yi(e, t) {
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r + 1 >> 1;
		e[i] <= t ? n = i : r = i - 1;
	}
	return n;
}
var Xi = 24.7, Zi = 7.9, Qi = class {
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
		this.trace = e, this.values = t, this.scale = n, this.element = document.createElement("div"), this.element.className = "path", this.starts = Ji(e.tokenText), this.spans = Array(e.tokenIds.length), this.observer = new IntersectionObserver((e) => {
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
			n.style.minHeight = `${Math.ceil(i * Zi / 900) * Xi}px`, this.blocks.push(n), this.filled.push(!1), this.element.append(n), this.observer.observe(n);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(Yi(this.starts, e)), this.spans[e];
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
			e.className = n && r ? `tok ${Bi(r, n[i])}` : "tok", e.textContent = Ui(t.tokenText[i]), e.dataset.i = String(i), t.responseMask && !t.responseMask[i] && (e.classList.add("masked"), e.title = "not generated by the policy (response_mask 0)"), this.spans[i] = e, o.append(e);
		}
		i.append(o), i.style.minHeight = "", this.observer.unobserve(i);
	}
}, $i = {
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
var ea = !1;
function ta() {
	if (ea) return;
	ea = !0;
	let e = document.createElement("style");
	e.textContent = Vi(".tok"), document.head.append(e);
}
var na = class {
	root;
	onMetric;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(e, t) {
		this.root = e, this.onMetric = t, this.card = Q("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), ta();
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
		if (e.groupId && o.push(`group ${Ki(e.groupId)}`), e.score !== null && o.push(`score ${Hi(e.score)}`), r.append(Q("span", "meta", o.join(" · "))), this.root.append(r), e.promptText) {
			let t = Q("div", "prompt");
			t.append(Q("span", "label", "prompt "), Q("span", "prompt-text", e.promptText)), this.root.append(t);
		}
		let s = new Qi(e, a, a ? f(this.metric, a) : null);
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
		r.style.background = Z(n.kind);
		let i = Math.max(Math.abs(n.min), Math.abs(n.max)), [a, o] = n.kind === "diverging" ? [-i, i] : [n.min, n.max];
		return t.append(Q("span", "legend-min", Hi(a, 2)), r, Q("span", "legend-max", Hi(o, 2))), t;
	}
	activate(e) {
		if (this.active >= 0 && this.strip && this.strip.span(this.active).classList.remove("active"), this.active = e, e < 0 || !this.trace || !this.strip) {
			this.card.hidden = !0;
			return;
		}
		let t = this.strip.span(e);
		t.classList.add("active"), t.scrollIntoView({ block: "nearest" }), this.fillCard(this.trace, e);
		let n = t.getBoundingClientRect();
		this.card.hidden = !1;
		let r = this.card.getBoundingClientRect(), i = Math.min(window.innerWidth - r.width - 8, Math.max(8, n.left)), a = n.bottom + 6, o = a + r.height > window.innerHeight ? n.top - r.height - 6 : a;
		this.card.style.left = `${i}px`, this.card.style.top = `${Math.max(8, o)}px`;
	}
	fillCard(e, t) {
		this.card.replaceChildren();
		let n = Q("div", "card-title");
		n.append(Q("span", "card-token", Ui(e.tokenText[t])), Q("span", "card-id", `id ${e.tokenIds[t]} · position ${t}`)), this.card.append(n);
		let { alternatives: r, rank: i } = p(e, t), a = Q("table", "card-numbers"), o = (e, t) => {
			let n = a.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		};
		e.responseMask && !e.responseMask[t] && o("response_mask", "0: not a policy token");
		let s = e.fields.get("log_prob");
		s && o("probability", Hi(Math.exp(s[t]), 4)), e.topK && o("rank", i === null ? `> ${e.topK.k}` : String(i));
		for (let [n, r] of e.fields) o($i[n] ?? n.replace(/^extra:/, ""), Hi(r[t], 4));
		let l = e.fields.has("kl") ? null : c(e);
		if (l && o("KL (k1)", Hi(l[t], 4)), r.length) {
			let n = Q("div", "topk");
			n.append(Q("div", "topk-title", `top-${r.length} alternatives`));
			for (let i of r) {
				let r = Q("div", "topk-row");
				i.id === e.tokenIds[t] && r.classList.add("chosen");
				let a = Q("span", "topk-bar");
				a.style.width = `${Math.max(1, i.prob * 100)}%`, r.append(Q("span", "topk-text", Ui(i.text)), Q("span", "topk-track", void 0), Q("span", "topk-prob", Hi(i.prob, 3))), r.children[1].append(a), n.append(r);
			}
			this.card.append(n);
		}
		this.card.append(a);
	}
}, ra = [
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
function ia(e) {
	let t = new Set(e), n = [];
	for (let e of ra) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
function aa(e) {
	return e instanceof m ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var oa = class {
	store = new v(y());
	charts;
	samples;
	path;
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
		let o = document.createElement("main");
		o.className = "detail";
		let s = document.createElement("section");
		s.className = "samples-pane";
		let c = document.createElement("section");
		c.className = "path-pane", o.append(s, c), e.append(t, a, o), this.charts = new Ii(a, (e) => {
			let t = b(this.store.state.steps, e);
			t !== null && this.selectStep(t);
		}), this.samples = new qi(s, (e) => void this.selectSample(e)), this.path = new na(c, (e) => this.store.set({ metric: e })), this.store.subscribe((e, t) => {
			t.has("message") && (this.status.textContent = e.message?.text ?? "", this.status.dataset.kind = e.message?.kind ?? ""), (t.has("step") || t.has("steps")) && (this.stepLabel.textContent = e.step === null ? "no step" : `step ${e.step}`, this.charts.select(e.step)), (t.has("stepDetail") || t.has("sample")) && this.samples.show(e.stepDetail, e.sample), (t.has("trace") || t.has("metric")) && this.path.show(e.trace, e.metric), t.has("dark") && document.documentElement.classList.toggle("dark", e.dark);
		}), document.addEventListener("keydown", (e) => {
			e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || (e.key === "[" && this.moveStep(-1), e.key === "]" && this.moveStep(1));
		}), x((e) => {
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
				text: `Cannot list runs: ${aa(e)}`
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
			if (t !== this.generation.run || (this.store.set({ steps: i }), await this.loadCharts(ia(n?.scalar_tags ?? [])), t !== this.generation.run)) return;
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
				text: aa(e)
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
				text: aa(e)
			} });
		}
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
	moveStep(e) {
		let { steps: t, step: n } = this.store.state;
		if (t.length === 0) return;
		let r = n === null ? -1 : t.findIndex((e) => e.step === n), i = t[Math.min(t.length - 1, Math.max(0, r + e))];
		i && i.step !== n && this.selectStep(i.step);
	}
	async selectStep(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let n = ++this.generation.step;
		this.store.set({
			step: e,
			message: {
				kind: "info",
				text: `Loading step ${e}…`
			}
		});
		try {
			let r = await _.step(t, e, this.store.state.split);
			if (n !== this.generation.step) return;
			this.store.set({
				stepDetail: r,
				sample: null,
				trace: null,
				message: null
			}), r.samples.length && await this.selectSample(r.samples[0].sample_index);
		} catch (e) {
			n === this.generation.step && this.store.set({ message: {
				kind: "error",
				text: aa(e)
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
			let i = s(await _.trace(t, n, e, this.store.state.split));
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				message: null
			});
		} catch (e) {
			r === this.generation.trace && this.store.set({ message: {
				kind: "error",
				text: aa(e)
			} });
		}
	}
}, sa = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light}:root.dark{--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.step-label{text-align:center;font-variant-numeric:tabular-nums;min-width:80px}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}";
// src/index.ts
function ca() {
	let e = document.createElement("style");
	e.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + sa, document.head.append(e), new oa(document.body).start();
}
export { ca as render };
