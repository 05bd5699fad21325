// src/dom.ts
function e(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
// src/decode.ts
function t(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function n(e) {
	let t = e & 32768 ? -1 : 1, n = e >> 10 & 31, r = e & 1023;
	return n === 0 ? t * r * 2 ** -24 : n === 31 ? r ? NaN : t * Infinity : t * (1 + r / 1024) * 2 ** (n - 15);
}
var r = null;
function i() {
	if (!r) {
		r = /* @__PURE__ */ new Float32Array(65536);
		for (let e = 0; e < 65536; e++) r[e] = n(e);
	}
	return r;
}
function a(e) {
	let n = t(e);
	if (n.length % 2 != 0) throw Error(`fp16 array has an odd byte length ${n.length}`);
	let r = i(), a = new Float32Array(n.length / 2);
	for (let e = 0; e < a.length; e++) a[e] = r[n[2 * e] | n[2 * e + 1] << 8];
	return a;
}
function o(e) {
	let n = t(e);
	if (n.length % 4 != 0) throw Error(`int32 array has a byte length ${n.length} not divisible by 4`);
	let r = new DataView(n.buffer, n.byteOffset, n.byteLength), i = new Int32Array(n.length / 4);
	for (let e = 0; e < i.length; e++) i[e] = r.getInt32(4 * e, !0);
	return i;
}
// src/trace.ts
function s(e, t) {
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
function c(e) {
	if (e == null) return null;
	if (typeof e == "number") return e;
	let t = Number(e);
	return Number.isNaN(t) && e !== "NaN" ? null : t;
}
function l(e) {
	let n = o(e.token_ids), r = /* @__PURE__ */ new Map(), i = (e, t) => {
		let i = a(t);
		if (i.length !== n.length) throw Error(`trace field ${e} has ${i.length} values for ${n.length} tokens`);
		r.set(e, i);
	};
	for (let [t, n] of Object.entries(e.token_fields)) i(t, n);
	for (let [t, n] of Object.entries(e.extra_token)) i(`extra:${t}`, n);
	let s = null;
	e.top_k && (s = {
		k: e.top_k.k,
		ids: o(e.top_k.token_ids),
		logProbs: a(e.top_k.log_probs)
	});
	let l = {};
	for (let [t, n] of Object.entries(e.extra_sample)) l[t] = c(n) ?? NaN;
	return {
		step: e.step,
		sampleIndex: e.sample_index,
		groupId: e.group_id,
		dataSource: e.data_source,
		selectedBecause: e.selected_because,
		promptText: e.prompt_text,
		responseText: e.response_text,
		score: c(e.score),
		tokenIds: n,
		responseMask: e.response_mask === null ? null : t(e.response_mask),
		tokenText: e.token_text.length === n.length ? e.token_text : Array.from(n, (e) => `⟨${e}⟩`),
		vocab: new Map(Object.entries(e.vocab).map(([e, t]) => [Number(e), t])),
		fields: r,
		topK: s,
		extraSample: l,
		attribution: u(e.attribution ?? null, n.length),
		attributionError: e.attribution_error ?? null
	};
}
function u(e, t) {
	if (!e) return null;
	let n = o(e.sources), r = a(e.weights);
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
var d = [];
function f(e) {
	d = e;
}
function p(e) {
	return d.find((t) => t.name === e)?.label ?? e.replace(/^extra:/, "");
}
function m(e, t) {
	let n = e.fields.get(t);
	if (n) return n;
	let r = d.find((e) => e.name === t)?.derived_from ?? [];
	if (r.length !== 2) return null;
	let [i, a] = r.map((t) => e.fields.get(t));
	return i && a ? i.map((e, t) => e - a[t]) : null;
}
var h = {
	key: "probability",
	label: "probability",
	kind: "sequential",
	fixed: [0, 1],
	values: (e) => m(e, "log_prob")?.map(Math.exp) ?? null
};
function g() {
	return [h, ...d.map((e) => ({
		key: e.name,
		label: e.label,
		kind: e.scale,
		values: (t) => m(t, e.name)
	}))];
}
function _(e) {
	let t = [];
	if (e) for (let n of e.fields.keys()) n.startsWith("extra:") && t.push({
		key: n,
		label: p(n),
		kind: "diverging",
		values: (e) => e.fields.get(n) ?? null
	});
	return [...g(), ...t];
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
// src/api.ts
var b = class extends Error {
	status;
	constructor(e, t) {
		super(t), this.status = e;
	}
};
async function x(e, t = {}) {
	let n = new URLSearchParams(Object.entries(t).map(([e, t]) => [e, String(t)])), r = n.size ? `${e}?${n}` : e, i = await fetch(r);
	if (!i.ok) throw new b(i.status, await i.text() || i.statusText);
	return await i.json();
}
function S(e) {
	return e.map(([e, t, n]) => ({
		step: e,
		samples: t,
		meanScore: c(n)
	}));
}
var C = {
	fields: () => x("fields").then((e) => e.fields),
	runs: () => x("runs").then((e) => e.runs),
	scalars: (e, t) => x("scalars", {
		run: e,
		tag: t
	}).then((e) => e.points),
	steps: (e, t) => x("steps", {
		run: e,
		split: t
	}).then((e) => S(e.steps)),
	exploration: (e) => x("exploration", { run: e }),
	search: (e, t, n) => x("search", {
		run: e,
		split: t,
		q: n
	}),
	step: (e, t, n) => x("step", {
		run: e,
		step: t,
		split: n
	}),
	prompt: (e, t, n) => x("prompt", {
		run: e,
		hash: t,
		split: n
	}).then((e) => e.samples),
	trace: (e, t, n, r) => x("trace", {
		run: e,
		step: t,
		sample: n,
		split: r
	}).then(l),
	traces: (e, t, n) => Promise.all(n.map(([n, r]) => C.trace(e, n, r, t)))
};
// src/search.ts
function w(e, t, n) {
	let r = 0, i = e;
	for (; r < i;) {
		let e = r + i >> 1;
		t(e) < n ? r = e + 1 : i = e;
	}
	return r;
}
// src/state.ts
var T = class {
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
function E() {
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
function D(e, t) {
	if (e.length === 0) return null;
	let n = Math.min(e.length - 1, w(e.length, (t) => e[t].step, t));
	return n > 0 && Math.abs(e[n - 1].step - t) <= Math.abs(e[n].step - t) ? e[n - 1].step : e[n].step;
}
// src/host.ts
function O() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function k(e) {
	let t = O();
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
function ee(e) {
	let t = O();
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
var A = "tbv=";
function te(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(A));
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
function ne(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(A)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(A + encodeURIComponent(i)), `#${n.join("&")}`;
}
function re() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function ie() {
	return te(re().location.hash);
}
function ae(e) {
	let t = re(), n = ne(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// node_modules/uplot/dist/uPlot.esm.js
var oe = !0, se = "uplot", ce = "u-hz", le = "u-vt", ue = "u-title", de = "u-wrap", fe = "u-under", pe = "u-over", me = "u-axis", he = "u-off", ge = "u-select", _e = "u-cursor-x", ve = "u-cursor-y", ye = "u-cursor-pt", be = "u-legend", xe = "u-live", Se = "u-inline", Ce = "u-series", we = "u-marker", Te = "u-label", Ee = "u-value", De = "width", Oe = "height", ke = "top", Ae = "bottom", je = "left", Me = "right", j = "#000", Ne = "#0000", Pe = "mousemove", Fe = "mousedown", Ie = "mouseup", Le = "mouseenter", Re = "mouseleave", ze = "dblclick", M = "resize", Be = "scroll", Ve = "change", He = "dppxchange", Ue = "--", N = typeof window < "u", We = N ? document : null, Ge = N ? window : null, Ke = N ? navigator : null, P, qe;
function Je() {
	let e = devicePixelRatio;
	P != e && (P = e, qe && ct(Ve, qe, Je), qe = matchMedia(`(min-resolution: ${P - .001}dppx) and (max-resolution: ${P + .001}dppx)`), st(Ve, qe, Je), Ge.dispatchEvent(new CustomEvent(He)));
}
function Ye(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function Xe(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function F(e, t, n) {
	e.style[t] = n + "px";
}
function Ze(e, t, n, r) {
	let i = We.createElement(e);
	return t != null && Ye(i, t), n?.insertBefore(i, r), i;
}
function Qe(e, t) {
	return Ze("div", e, t);
}
var $e = /* @__PURE__ */ new WeakMap();
function et(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != $e.get(e) && (e.style.transform = a, $e.set(e, a), t < 0 || n < 0 || t > r || n > i ? Ye(e, he) : Xe(e, he));
}
var tt = /* @__PURE__ */ new WeakMap();
function nt(e, t, n) {
	let r = t + n;
	r != tt.get(e) && (tt.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var rt = /* @__PURE__ */ new WeakMap();
function it(e, t, n, r) {
	let i = t + "" + n;
	i != rt.get(e) && (rt.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var at = { passive: !0 }, ot = {
	...at,
	capture: !0
};
function st(e, t, n, r) {
	t.addEventListener(e, n, r ? ot : at);
}
function ct(e, t, n, r) {
	t.removeEventListener(e, n, at);
}
N && Je();
function lt(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : z((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function ut(e) {
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
var dt = (e) => e != null, ft = (e) => e != null && e > 0, pt = ut(dt), mt = ut(ft);
function ht(e, t, n, r = 0, i = !1) {
	let a = i ? mt : pt, o = i ? ft : dt;
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
	return [s ?? B, c ?? -B];
}
function gt(e, t, n, r) {
	let i = Nt(e), a = Nt(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? Pt : Ft, s = i == 1 ? z : kt, c = a == 1 ? kt : z, l = s(o(Dt(e))), u = c(o(Dt(t))), d = Mt(n, l), f = Mt(n, u);
	return n == 10 && (l < 0 && (d = H(d, -l)), u < 0 && (f = H(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Zt(e, d), t = Xt(t, f)), [e, t];
}
function _t(e, t, n, r) {
	let i = gt(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var vt = .1, yt = {
	mode: 3,
	pad: vt
}, bt = {
	pad: 0,
	soft: null,
	mode: 0
}, xt = {
	min: bt,
	max: bt
};
function St(e, t, n, r) {
	return ln(n) ? wt(e, t, n) : (bt.pad = n, bt.soft = r ? 0 : null, bt.mode = r ? 3 : 0, wt(e, t, xt));
}
function I(e, t) {
	return e ?? t;
}
function Ct(e, t, n) {
	for (t = I(t, 0), n = I(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function wt(e, t, n) {
	let r = n.min, i = n.max, a = I(r.pad, 0), o = I(i.pad, 0), s = I(r.hard, -B), c = I(i.hard, B), l = I(r.soft, B), u = I(i.soft, -B), d = I(r.mode, 0), f = I(i.mode, 0), p = t - e, m = Pt(p), h = jt(Dt(e), Dt(t)), g = Dt(Pt(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != B && (a = 0), f == 2 && u != -B && (o = 0)));
	let _ = p || h || 1e3, v = Mt(10, z(Pt(_))), y = H(Zt(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : B, x = jt(s, y < b && e >= b ? b : At(b, y)), S = H(Xt(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -B, w = At(c, S > C && t <= C ? C : jt(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var Tt = new Intl.NumberFormat(N ? Ke.language : "en-US"), L = (e) => Tt.format(e), R = Math, Et = R.PI, Dt = R.abs, z = R.floor, Ot = R.round, kt = R.ceil, At = R.min, jt = R.max, Mt = R.pow, Nt = R.sign, Pt = R.log10, Ft = R.log2, It = (e, t = 1) => R.sinh(e) * t, Lt = (e, t = 1) => R.asinh(e / t), B = Infinity;
function Rt(e) {
	return (Pt((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function zt(e, t, n) {
	return At(jt(e, t), n);
}
function Bt(e) {
	return typeof e == "function";
}
function V(e) {
	return Bt(e) ? e : () => e;
}
var Vt = () => {}, Ht = (e) => e, Ut = (e, t) => t, Wt = (e) => null, Gt = (e) => !0, Kt = (e, t) => e == t, qt = /\.\d*?(?=9{6,}|0{6,})/gm, Jt = (e) => {
	if (on(e) || Qt.has(e)) return e;
	let t = `${e}`, n = t.match(qt);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Jt(e)}e${n}`;
	}
	return H(e, r);
};
function Yt(e, t) {
	return Jt(H(Jt(e / t)) * t);
}
function Xt(e, t) {
	return Jt(kt(Jt(e / t)) * t);
}
function Zt(e, t) {
	return Jt(z(Jt(e / t)) * t);
}
function H(e, t = 0) {
	if (on(e)) return e;
	let n = 10 ** t;
	return Ot(e * n * (1 + 2 ** -52)) / n;
}
var Qt = /* @__PURE__ */ new Map();
function $t(e) {
	return (("" + e).split(".")[1] || "").length;
}
function en(e, t, n, r) {
	let i = [], a = r.map($t);
	for (let o = t; o < n; o++) {
		let t = Dt(o), n = H(Mt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : H(c, l);
			i.push(u), Qt.set(u, l);
		}
	}
	return i;
}
var tn = {}, nn = [], rn = [null, null], an = Array.isArray, on = Number.isInteger, sn = (e) => e === void 0;
function cn(e) {
	return typeof e == "string";
}
function ln(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function un(e) {
	return typeof e == "object" && !!e;
}
var dn = Object.getPrototypeOf(Uint8Array), fn = "__proto__";
function pn(e, t = ln) {
	let n;
	if (an(e)) {
		let r = e.find((e) => e != null);
		if (an(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = pn(e[r], t);
		} else n = e.slice();
	} else if (e instanceof dn) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != fn && (n[r] = pn(e[r], t));
	} else n = e;
	return n;
}
function U(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != fn && (ln(e[t]) ? U(e[t], pn(r[t])) : e[t] = pn(r[t]));
	}
	return e;
}
var mn = 0, hn = 1, gn = 2;
function _n(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function vn(e, t) {
	if (xn(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return Sn(t[0]) || (t = bn(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : hn, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != mn && (l[n] = t, u == gn && d.push(n)) : l[n] = t;
			}
			_n(l, d, i), r.push(l);
		}
	}
	return r;
}
var yn = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function bn(e) {
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
function xn(e) {
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
function Sn(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = jt(1, z((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var Cn = [
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
], wn = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function Tn(e) {
	return e.slice(0, 3);
}
var En = wn.map(Tn), Dn = {
	MMMM: Cn,
	MMM: Cn.map(Tn),
	WWWW: wn,
	WWW: En
};
function On(e) {
	return (e < 10 ? "0" : "") + e;
}
function kn(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var An = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => On(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => On(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => On(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => On(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => On(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => kn(e.getMilliseconds())
};
function jn(e, t) {
	t ||= Dn;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? An[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var Mn = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function Nn(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == Mn ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var Pn = (e) => e % 1 == 0, Fn = [
	1,
	2,
	2.5,
	5
], In = en(10, -32, 0, Fn), Ln = en(10, 0, 32, Fn), Rn = Ln.filter(Pn), zn = In.concat(Ln), Bn = "\n", Vn = "{YYYY}", Hn = Bn + Vn, Un = "{M}/{D}", W = Bn + Un, G = W + "/{YY}", Wn = "{aa}", Gn = "{h}:{mm}" + Wn, Kn = Bn + Gn, qn = ":{ss}", K = null;
function Jn(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? en(10, 0, 3, Fn).filter(Pn) : en(10, -3, 0, Fn)).concat([
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
			Vn,
			K,
			K,
			K,
			K,
			K,
			K,
			1
		],
		[
			i * 28,
			"{MMM}",
			Hn,
			K,
			K,
			K,
			K,
			K,
			1
		],
		[
			i,
			Un,
			Hn,
			K,
			K,
			K,
			K,
			K,
			1
		],
		[
			r,
			"{h}" + Wn,
			G,
			K,
			W,
			K,
			K,
			K,
			1
		],
		[
			n,
			Gn,
			G,
			K,
			W,
			K,
			K,
			K,
			1
		],
		[
			t,
			qn,
			G + " " + Gn,
			K,
			W + " " + Gn,
			K,
			Kn,
			K,
			1
		],
		[
			e,
			qn + ".{fff}",
			G + " " + Gn,
			K,
			W + " " + Gn,
			K,
			Kn,
			K,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = H(g * e, 3), v = ir(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = H(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : H(ir(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(Ot(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = ir(c + r * a, l + n * a, 1), s = o - t(H(o * e, 3));
					i = H((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (z(l) - z(_)) + Xt(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = H(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = z(H(h + g, 6)) % 24, n = t(o).getHours() - e;
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
var [Yn, Xn, Zn] = Jn(1), [Qn, $n, er] = Jn(.001);
en(2, -53, 53, [1]);
function tr(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function nr(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function rr(e, t) {
	let n = jn(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function ir(e, t, n) {
	return new Date(e, t, n);
}
function ar(e, t) {
	return t(e);
}
var or = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function sr(e, t) {
	return (n, r, i, a) => a == null ? Ue : t(e(r));
}
function cr(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function lr(e, t) {
	return e.series[t].fill(e, t);
}
var ur = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Vt,
	markers: {
		show: !0,
		width: 2,
		stroke: cr,
		fill: lr,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function dr(e, t) {
	let n = e.cursor.points, r = Qe(), i = n.size(e, t);
	F(r, De, i), F(r, Oe, i);
	let a = i / -2;
	F(r, "marginLeft", a), F(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && F(r, "borderWidth", o), r;
}
function fr(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function pr(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function mr(e, t) {
	return e.series[t].points.size;
}
var hr = [0, 0];
function gr(e, t, n) {
	return hr[0] = t, hr[1] = n, hr;
}
function _r(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function vr(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var yr = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: gr,
	points: {
		one: !1,
		show: dr,
		size: mr,
		width: 0,
		stroke: pr,
		fill: fr
	},
	bind: {
		mousedown: _r,
		mouseup: _r,
		click: _r,
		dblclick: _r,
		mousemove: vr,
		mouseleave: vr,
		mouseenter: vr
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
}, br = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, xr = U({}, br, { filter: Ut }), Sr = U({}, xr, { size: 10 }), Cr = U({}, br, { show: !1 }), wr = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", Tr = "bold " + wr, Er = 1.5, Dr = {
	show: !0,
	scale: "x",
	stroke: j,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: Tr,
	side: 2,
	grid: xr,
	ticks: Sr,
	border: Cr,
	font: wr,
	lineGap: Er,
	rotate: 0
}, Or = "Value", kr = "Time", Ar = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: B,
	max: -Infinity,
	idxs: []
};
function jr(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : L(e));
}
function Mr(e, t, n, r, i, a, o) {
	let s = [], c = Qt.get(i) || 0;
	n = o ? n : H(Xt(n, i), c);
	for (let e = n; e <= r; e = H(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function Nr(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = Mt(c, z((c == 10 ? Pt : Ft)(n))), c == 10 && (i = zn[lt(i, zn)]);
	let l = n, u = i * c;
	c == 10 && (u = zn[lt(u, zn)]);
	do
		s.push(l), l += i, c == 10 && !Qt.has(l) && (l = H(l, Qt.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = zn[lt(u, zn)]));
	while (l <= r);
	return s;
}
function Pr(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? Nr(e, t, jt(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? Nr(e, t, jt(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var Fr = /./, Ir = /[12357]/, Lr = /[125]/, Rr = /1/, zr = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Br(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? Fr : c(7, o) - u >= l ? Ir : c(5, o) - u >= l ? Lr : Rr;
	if (d == Rr) {
		let e = Dt(c(1, o) - u);
		if (e < l) return zr(t.slice().reverse(), s.distr, d, kt(l / e)).reverse();
	}
	return zr(t, s.distr, d, 1);
}
function Vr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = Dt(c(1, o) - c(2, o));
	return l < s ? zr(t.slice().reverse(), 3, Fr, kt(s / l)).reverse() : t;
}
function Hr(e, t, n, r) {
	return r == null ? Ue : t == null ? "" : L(t);
}
var Ur = {
	show: !0,
	scale: "y",
	stroke: j,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: Tr,
	side: 3,
	grid: xr,
	ticks: Sr,
	border: Cr,
	font: wr,
	lineGap: Er,
	rotate: 0
};
function Wr(e, t) {
	return H((3 + (e || 1) * 2) * t, 3);
}
function Gr(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = Dt(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * P);
	return r[1] - r[0] <= o;
}
var Kr = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: B,
	max: -Infinity
}, qr = (e, t, n, r, i) => i, Jr = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: qr,
	alpha: 1,
	facets: [U({}, Kr, { scale: "x" }), U({}, Kr, { scale: "y" })]
}, Yr = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: qr,
	alpha: 1,
	points: {
		show: Gr,
		filter: null
	},
	values: null,
	min: B,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Xr(e, t, n, r, i) {
	return n / 10;
}
var Zr = {
	time: oe,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, Qr = U({}, Zr, {
	time: !1,
	ori: 1
}), $r = {};
function ei(e, t) {
	let n = $r[e];
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
	}, e != null && ($r[e] = n)), n;
}
var ti = 1, ni = 2;
function ri(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, fi, mi, gi, vi, bi) : n(i, c, l, u, d, _, g, p, f, h, m, pi, hi, _i, yi, xi);
}
function ii(e, t) {
	let n = 0, r = 0, i = I(e.bands, nn);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function ai(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function oi(e, t, n, r, i, a) {
	return ri(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? mi : hi, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function si(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? gi : _i, c = n;
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
function ci(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function li(e, t, n, r, i, a, o) {
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
function ui(e) {
	return e == 0 ? Ht : e == 1 ? Ot : (t) => Yt(t, e);
}
function di(e) {
	let t = e == 0 ? fi : pi, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = At(c, o / 2, s / 2), l = At(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var fi = (e, t, n) => {
	e.moveTo(t, n);
}, pi = (e, t, n) => {
	e.moveTo(n, t);
}, mi = (e, t, n) => {
	e.lineTo(t, n);
}, hi = (e, t, n) => {
	e.lineTo(n, t);
}, gi = di(0), _i = di(1), vi = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, yi = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, bi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, xi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function Si(e) {
	return (e, t, n, r, i) => ri(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = fi, v = vi) : (_ = pi, v = yi);
		let y = H(g.width * P, 3), b = (g.size - g.width) / 2 * P, x = H(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		gi(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, Et * 2);
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
function Ci(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var q = Ci(mi), J = Ci(hi);
function wi(e) {
	let t = I(e?.alignGaps, 0);
	return (e, n, r, i) => ri(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = pt(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = mi, b = q) : (y = hi, b = J);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: ti
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
		let [T, E] = ii(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...li(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = si(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [oi(e, n, r, i, C, -1), oi(e, n, r, i, C, 1)] : oi(e, n, r, i, C, E)), S;
	});
}
function Ti(e) {
	let t = I(e.align, 1), n = I(e.ascDesc, !1), r = I(e.alignGaps, 0), i = I(e.extend, !1);
	return (e, a, o, s) => ri(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = pt(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? mi : hi, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: ti
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
		let [ne, re] = ii(e, a);
		if (c.fill != null || ne != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, ne));
			w(t, te, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...li(l, u, o, s, D, S, r));
			let f = c.width * P / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = si(i, d.ori, h, g, _, v);
		}
		return re != 0 && (T.band = re == 2 ? [oi(e, a, o, s, E, -1), oi(e, a, o, s, E, 1)] : oi(e, a, o, s, E, re)), T;
	});
}
function Y(e, t, n, r, i, a, o = B) {
	if (e.length > 1) {
		let s = null;
		for (let c = 0, l = Infinity; c < e.length; c++) if (t[c] !== void 0) {
			if (s != null) {
				let t = Dt(e[c] - e[s]);
				t < l && (l = t, o = Dt(n(e[c], r, i, a) - n(e[s], r, i, a)));
			}
			s = c;
		}
	}
	return o;
}
function Ei(e) {
	e ||= tn;
	let t = I(e.size, [
		.6,
		B,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = V(i), o = 1 - t[0], s = I(t[1], B), c = I(t[2], 1), l = I(e.disp, tn), u = I(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => ri(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * P, O = s * P, k = c * P, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let te = _.dir * (_.ori == 0 ? 1 : -1), ne = _.ori == 0 ? gi : _i, re = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ie = I(e.bands, nn).find((e) => e.series[0] == t), ae = ie == null ? 0 : ie.dir, oe = m.fillTo(e, t, m.min, m.max, ae), se = T(b(oe, v, w, S)), ce, le, ue, de = C, fe = T(m.width * P), pe = !1, me = null, he = null, ge = null, _e = null;
		d != null && (fe == 0 || f != null) && (pe = !0, me = d.values(e, t, i, p), he = /* @__PURE__ */ new Map(), new Set(me).forEach((e) => {
			e != null && he.set(e, new Path2D());
		}), fe > 0 && (ge = f.values(e, t, i, p), _e = /* @__PURE__ */ new Map(), new Set(ge).forEach((e) => {
			e != null && _e.set(e, new Path2D());
		})));
		let { x0: ve, size: ye } = l;
		if (ve != null && ye != null) {
			E = 1, h = ve.values(e, t, i, p), ve.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = ye.values(e, t, i, p);
			le = ye.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), de = Y(h, g, y, _, C, x, de), ue = de - le + D;
		} else de = Y(h, g, y, _, C, x, de), ue = de * o + D, le = de - ue;
		ue < 1 && (ue = 0), fe >= le / 2 && (fe = 0), ue < 5 && (T = Ht);
		let be = ue > 0, xe = de - ue - (be ? fe : 0);
		le = T(zt(xe, k, O)), ce = (E == 0 ? le / 2 : E == te ? 0 : le) - E * te * ((E == 0 ? D / 2 : 0) + (be ? fe / 2 : 0));
		let Se = {
			stroke: null,
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: 0
		}, Ce = pe ? null : new Path2D(), we = null;
		if (ie != null) we = e.data[ie.series[1]];
		else {
			let { y0: n, y1: r } = l;
			n != null && r != null && (g = r.values(e, t, i, p), we = n.values(e, t, i, p));
		}
		let Te = ee * le, Ee = A * le;
		for (let n = te == 1 ? i : p; n >= i && n <= p; n += te) {
			let r = g[n];
			if (r == null) continue;
			if (we != null) {
				let e = we[n] ?? 0;
				if (r - e == 0) continue;
				se = b(e, v, w, S);
			}
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(I(r, oe), v, w, S), o = T(i - ce), s = T(jt(a, se)), c = T(At(a, se)), u = s - c;
			if (r != null) {
				let i = r < 0 ? Ee : Te, a = r < 0 ? Te : Ee;
				pe ? (fe > 0 && ge[n] != null && ne(_e.get(ge[n]), o, c + z(fe / 2), le, jt(0, u - fe), i, a), me[n] != null && ne(he.get(me[n]), o, c + z(fe / 2), le, jt(0, u - fe), i, a)) : ne(Ce, o, c + z(fe / 2), le, jt(0, u - fe), i, a), re(e, t, n, o - fe / 2, c, le + fe, u);
			}
		}
		return fe > 0 ? Se.stroke = pe ? _e : Ce : pe || (Se._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, Se.width = 0), Se.fill = pe ? he : Ce, Se;
	});
}
function X(e, t) {
	let n = I(t?.alignGaps, 0);
	return (t, r, i, a) => ri(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = pt(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = fi, S = mi, x = bi) : (b = pi, S = hi, x = xi);
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
			flags: ti
		}, k = O.stroke, [ee, A] = ii(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...li(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = si(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [oi(t, r, i, a, k, -1), oi(t, r, i, a, k, 1)] : oi(t, r, i, a, k, A)), O;
	});
}
function Di(e) {
	return X(Oi, e);
}
function Oi(e, t, n, r, i, a) {
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
var ki = /* @__PURE__ */ new Set();
function Ai() {
	for (let e of ki) e.syncRect(!0);
}
N && (st(M, Ge, Ai), st(Be, Ge, Ai, !0), st(He, Ge, () => {
	Z.pxRatio = P;
}));
var ji = wi(), Mi = Si();
function Ni(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => Fi(e, r, t, n));
}
function Pi(e, t) {
	return e.map((e, n) => n == 0 ? {} : U({}, t, e));
}
function Fi(e, t, n, r) {
	return U({}, t == 0 ? n : r, e);
}
function Ii(e, t, n) {
	return t == null ? rn : [t, n];
}
var Li = Ii;
function Ri(e, t, n) {
	return t == null ? rn : St(t, n, vt, !0);
}
function zi(e, t, n, r) {
	return t == null ? rn : gt(t, n, e.scales[r].log, !1);
}
var Bi = zi;
function Vi(e, t, n, r) {
	return t == null ? rn : _t(t, n, e.scales[r].log, !1);
}
var Hi = Vi;
function Ui(e, t, n, r, i) {
	let a = jt(Rt(e), Rt(t)), o = t - e, s = lt(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Qt.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Wi(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = Ot((n = +r) * P)) + "px"), [
		e,
		t,
		n
	];
}
function Gi(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = H(e[2] * P, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Z(e, t, n) {
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
	let l = r.root = Qe(se);
	if (e.id != null && (l.id = e.id), Ye(l, e.class), e.title) {
		let t = Qe(ue, l);
		t.textContent = e.title;
	}
	let u = Ze("canvas"), d = r.ctx = u.getContext("2d"), f = Qe(de, l);
	st("click", f, (e) => {
		e.target === m && (q != bi || J != xi) && Ti.click(r, e);
	}, !0);
	let p = r.under = Qe(fe, f);
	f.appendChild(u);
	let m = r.over = Qe(pe, f);
	e = pn(e);
	let h = +I(e.pxAlign, 1), g = ui(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? Ni(e.series || [], Ar, Yr, !1) : Pi(e.series || [null], Jr), y = r.axes = Ni(e.axes || [], Dr, Ur, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = V(e.fill || null), e.dir = I(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: $r,
		series: wr
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => Pt(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => Lt(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || tn)[t] || tn;
			if (r.from != null) {
				E(r.from);
				let e = U({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = U({}, t == S ? Zr : Qr, r), n.key = t;
				let e = n.time, a = n.range, o = an(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? yt : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? yt : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && ln(a))) {
					let e = a;
					a = (t, n, r) => n == null ? rn : St(n, r, e);
				}
				n.range = V(a || (e ? Li : t == S ? n.distr == 3 ? Bi : n.distr == 4 ? Hi : Ii : n.distr == 3 ? zi : n.distr == 4 ? Vi : Ri)), n.auto = V(!o && n.auto), n.clamp = V(n.clamp || Xr), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (Ye(l, ce), k = a, ee = o) : (Ye(l, le), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let te = e.tzDate || ((e) => new Date(Ot(e / _))), ne = e.fmtDate || jn, re = _ == 1 ? Zn(te) : er(te), ie = nr(te, tr(_ == 1 ? Xn : $n, ne)), ae = sr(te, ar(or, ne)), oe = [], j = r.legend = U({}, ur, e.legend), M = r.cursor = U({}, yr, { drag: { y: i == 2 } }, e.cursor), Be = j.show, Ve = M.show, N = j.markers;
	j.idxs = oe, N.width = V(N.width), N.dash = V(N.dash), N.stroke = V(N.stroke), N.fill = V(N.fill);
	let Ke, qe, Je, $e = [], tt = [], rt, at = !1, ot = {};
	if (j.live) {
		let e = v[1] ? v[1].values : null;
		at = e != null, rt = at ? e(r, 1, 0) : { _: 0 };
		for (let e in rt) ot[e] = Ue;
	}
	if (Be) {
		if (Ke = Ze("table", be, l), Je = Ze("tbody", null, Ke), j.mount(r, Ke), at) {
			qe = Ze("thead", null, Ke, Je);
			let e = Ze("tr", null, qe);
			for (var ut in Ze("th", null, e), rt) Ze("th", Te, e).textContent = ut;
		} else Ye(Ke, Se), j.live && Ye(Ke, xe);
	}
	let dt = { show: !0 }, ft = { show: !1 };
	function pt(e, t) {
		if (t == 0 && (at || !j.live || i == 2)) return rn;
		let n = [], a = Ze("tr", Ce, Je, Je.childNodes[t]);
		Ye(a, e.class), e.show || Ye(a, he);
		let o = Ze("th", null, a);
		if (N.show) {
			let e = Qe(we, o);
			if (t > 0) {
				let n = N.width(r, t);
				n && (e.style.border = n + "px " + N.dash(r, t) + " " + N.stroke(r, t)), e.style.background = N.fill(r, t);
			}
		}
		let s = Qe(Te, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (N.show || (s.style.color = e.width > 0 ? N.stroke(r, t) : N.fill(r, t)), bt("click", o, (t) => {
			if (M._lock) return;
			Cn(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != j.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && Ki(r, e ? r == n ? dt : ft : dt, !0, $.setSeries);
				});
			} else Ki(n, { show: !e.show }, !0, $.setSeries);
		}, !1), En && bt(Le, o, (t) => {
			M._lock || (Cn(t), Ki(v.indexOf(e), $i, !0, $.setSeries));
		}, !1)), rt) {
			let e = Ze("td", Ee, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let mt = /* @__PURE__ */ new Map();
	function bt(e, t, n, i = !0) {
		let a = mt.get(t) || {}, o = M.bind[e](r, t, n, i);
		o && (st(e, t, a[e] = o), mt.set(t, a));
	}
	function xt(e, t, n) {
		let r = mt.get(t) || {};
		for (let n in r) (e == null || n == e) && (ct(n, t, r[n]), delete r[n]);
		e ?? mt.delete(t);
	}
	let wt = 0, Tt = 0, L = 0, R = 0, z = 0, Nt = 0, Ft = z, Rt = Nt, Vt = L, Ht = R, qt = 0, Jt = 0, Xt = 0, Zt = 0;
	r.bbox = {};
	let en = !1, on = !1, dn = !1, fn = !1, mn = !1, hn = !1;
	function gn(e, t, n) {
		(n || e != r.width || t != r.height) && _n(e, t), ri(!1), dn = !0, on = !0, li();
	}
	function _n(e, t) {
		r.width = wt = L = e, r.height = Tt = R = t, z = Nt = 0, xn(), Sn();
		let n = r.bbox;
		qt = n.left = Yt(z * P, .5), Jt = n.top = Yt(Nt * P, .5), Xt = n.width = Yt(L * P, .5), Zt = n.height = Yt(R * P, .5);
	}
	function vn() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = Kr(t), i = qr(t);
			e = t == 3 || n && i, e || (_n(r.width, r.height), on = !0);
		}
	}
	function bn({ width: e, height: t }) {
		gn(e, t);
	}
	r.setSize = bn;
	function xn() {
		let e = !1, t = !1, n = !1, r = !1;
		y.forEach((i, a) => {
			if (i.show && i._show) {
				let { side: a, _size: o } = i, s = a % 2, c = o + (i.label == null ? 0 : i.labelSize);
				c > 0 && (s ? (L -= c, a == 3 ? (z += c, r = !0) : n = !0) : (R -= c, a == 0 ? (Nt += c, e = !0) : t = !0));
			}
		}), In[0] = e, In[1] = n, In[2] = t, In[3] = r, L -= Hn[1] + Hn[3], z += Hn[3], R -= Hn[2] + Hn[0], Nt += Hn[0];
	}
	function Sn() {
		let e = z + L, t = Nt + R, n = z, r = Nt;
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
		let r = e.prox = V(e.prox), i = e.bias ??= 0;
		M.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? B, u = l >= 0 && l < B, d = D.ori == 0 ? L : R, f = M.left, p = t[0], m = t[a];
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
			} else u && Dt(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let Cn = (e) => {
		M.event = e;
	};
	M.idxs = oe, M._lock = !1;
	let wn = M.points;
	wn.show = V(wn.show), wn.size = V(wn.size), wn.stroke = V(wn.stroke), wn.width = V(wn.width), wn.fill = V(wn.fill);
	let Tn = r.focus = U({}, e.focus || { alpha: .3 }, M.focus), En = Tn.prox >= 0, Dn = En && wn.one, On = [], kn = [], An = [];
	function Mn(e, t) {
		let n = wn.show(r, t);
		if (n instanceof HTMLElement) return Ye(n, ye), Ye(n, e.class), et(n, -10, -10, L, R), m.insertBefore(n, On[t]), n;
	}
	function Nn(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? cn(n) ? sr(te, ar(n, ne)) : n || ae : n || Hr, e.label = e.label || (t ? kr : Or);
		}
		if (Dn || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || ji || Wt, e.fillTo = V(e.fillTo || ai), e.pxAlign = +I(e.pxAlign, h), e.pxRound = ui(e.pxAlign), e.stroke = V(e.stroke || null), e.fill = V(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = Wr(jt(1, e.width), 1), n = e.points = U({}, {
				size: t,
				width: jt(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: Mi,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = V(n.show), n.filter = V(n.filter), n.fill = V(n.fill), n.stroke = V(n.stroke), n.paths = V(n.paths), n.pxAlign = e.pxAlign;
		}
		if (Be) {
			let n = pt(e, t);
			$e.splice(t, 0, n[0]), tt.splice(t, 0, n[1]), j.values.push(null);
		}
		if (Ve) {
			oe.splice(t, 0, null);
			let n = null;
			Dn ? t == 0 && (n = Mn(e, t)) : t > 0 && (n = Mn(e, t)), On.splice(t, 0, n), kn.splice(t, 0, 0), An.splice(t, 0, 0);
		}
		Oa("addSeries", t);
	}
	function Pn(e, t) {
		t ??= v.length, e = i == 1 ? Fi(e, t, Ar, Yr) : Fi(e, t, {}, Jr), v.splice(t, 0, e), Nn(v[t], t);
	}
	r.addSeries = Pn;
	function Fn(e) {
		if (v.splice(e, 1), Be) {
			j.values.splice(e, 1), tt.splice(e, 1);
			let t = $e.splice(e, 1)[0];
			xt(null, t.firstChild), t.remove();
		}
		Ve && (oe.splice(e, 1), On.splice(e, 1)[0].remove(), kn.splice(e, 1), An.splice(e, 1)), Oa("delSeries", e);
	}
	r.delSeries = Fn;
	let In = [
		!1,
		!1,
		!1,
		!1
	];
	function Ln(e, t) {
		if (e._show = e.show, e.show) {
			let n = e.side % 2, i = b[e.scale];
			i ??= (e.scale = n ? v[1].scale : S, b[e.scale]);
			let a = i.time;
			e.size = V(e.size), e.space = V(e.space), e.rotate = V(e.rotate), an(e.incrs) && e.incrs.forEach((e) => {
				!Qt.has(e) && Qt.set(e, $t(e));
			}), e.incrs = V(e.incrs || (i.distr == 2 ? Rn : a ? _ == 1 ? Yn : Qn : zn)), e.splits = V(e.splits || (a && i.distr == 1 ? re : i.distr == 3 ? Nr : i.distr == 4 ? Pr : Mr)), e.stroke = V(e.stroke), e.grid.stroke = V(e.grid.stroke), e.ticks.stroke = V(e.ticks.stroke), e.border.stroke = V(e.border.stroke);
			let o = e.values;
			e.values = an(o) && !an(o[0]) ? V(o) : a ? an(o) ? nr(te, tr(o, ne)) : cn(o) ? rr(te, o) : o || ie : o || jr, e.filter = V(e.filter || (i.distr >= 3 && i.log == 10 ? Br : i.distr == 3 && i.log == 2 ? Vr : Ut)), e.font = Wi(e.font), e.labelFont = Wi(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (In[t] = !0, e._el = Qe(me, f));
		}
	}
	function Bn(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? Ot(Dr.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? Ot(Ur.size / 2) : 0), l;
	}
	let Vn = r.padding = (e.padding || [
		Bn,
		Bn,
		Bn,
		Bn
	]).map((e) => V(I(e, Bn))), Hn = r._padding = Vn.map((e, t) => e(r, t, In, 0)), Un, W = null, G = null, Wn = i == 1 ? v[0].idxs : null, Gn = null, Kn = !1;
	function qn(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			Un = 0;
			for (let e = 1; e < v.length; e++) Un += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), Gn = t[0], Un = Gn.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(Un);
				for (let e = 0; e < Un; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (ri(!0), Oa("setData"), O == 2 && (dn = !0), n !== !1) {
			let e = D;
			e.auto(r, Kn) ? K() : Z(S, e.min, e.max), fn ||= M.left >= 0, hn = !0, li();
		}
	}
	r.setData = qn;
	function K() {
		Kn = !0;
		let e, n;
		i == 1 && (Un > 0 ? (W = Wn[0] = 0, G = Wn[1] = Un - 1, e = t[0][W], n = t[0][G], O == 2 ? (e = W, n = G) : e == n && (O == 3 ? [e, n] = gt(e, e, D.log, !1) : O == 4 ? [e, n] = _t(e, e, D.log, !1) : D.time ? n = e + Ot(86400 / _) : [e, n] = St(e, n, vt, !0))) : (W = Wn[0] = e = null, G = Wn[1] = n = null)), Z(S, e, n);
	}
	let Jn, ir, cr, lr, dr, fr, pr, mr, hr, gr;
	function _r(e, t, n, r, i, a) {
		e ??= Ne, n ??= nn, r ??= "butt", i ??= Ne, a ??= "round", e != Jn && (d.strokeStyle = Jn = e), i != ir && (d.fillStyle = ir = i), t != cr && (d.lineWidth = cr = t), a != dr && (d.lineJoin = dr = a), r != fr && (d.lineCap = fr = r), n != lr && d.setLineDash(lr = n);
	}
	function vr(e, t, n, r) {
		t != ir && (d.fillStyle = ir = t), e != pr && (d.font = pr = e), n != mr && (d.textAlign = mr = n), r != hr && (d.textBaseline = hr = r);
	}
	function br(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, Kn) && (t == null || t.min == null)) {
			let t = I(W, 0), r = I(G, i.length - 1), o = n.min == null ? ht(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = At(e.min, n.min = o[0]), e.max = jt(e.max, n.max = o[1]);
		}
	}
	let xr = {
		min: null,
		max: null
	};
	function Sr() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, Kn)) && (A[e] = xr);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = xr);
		}
		A[S] != null && ri(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = pn(b[t], un);
				if (n.min != null) U(a, n);
				else if (t != S || i == 2) {
					if (Un == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = B, a.max = -Infinity;
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
						s.min = e[0], s.max = e[1], W = lt(s.min, t[0]), G = lt(s.max, t[0]), G - W > 1 && (t[0][W] < s.min && W++, t[0][G] > s.max && G--), n.min = Gn[W], n.max = Gn[G];
					} else n.show && n.auto && br(s, o, n, t[a], n.sorted);
					n.idxs[0] = W, n.idxs[1] = G;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && br(u, A[o], r, c, r.sorted), d != null && br(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
				}
			});
			for (let t in e) {
				let n = e[t], i = A[t];
				if (n.from == null && (i == null || i.min == null)) {
					let e = n.range(r, n.min == B ? null : n.min, n.max == -Infinity ? null : n.max, t);
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
				i._min = e == 3 ? Pt(i.min) : e == 4 ? Lt(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? Pt(i.max) : e == 4 ? Lt(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) dn = !0, Oa("setScale", e);
			Ve && M.left >= 0 && (fn = hn = !0);
		}
		for (let e in A) A[e] = null;
	}
	function Cr(e) {
		let t = zt(W - 1, 0, Un - 1), n = zt(G + 1, 0, Un - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < Un - 1;) n++;
		return [t, n];
	}
	function wr() {
		if (Un > 0) {
			let e = v.some((e) => e._focus) && gr != Tn.alpha;
			e && (d.globalAlpha = gr = Tn.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Tr(n, !1), Tr(n, !0), e._paths == null)) {
					let a = gr;
					gr != e.alpha && (d.globalAlpha = gr = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Cr(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), gr != a && (d.globalAlpha = gr = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = gr;
					gr != e.alpha && (d.globalAlpha = gr = e.alpha), e._paths != null && Er(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, W, G, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, W, G, a), Er(t, !0));
					}
					gr != n && (d.globalAlpha = gr = n), Oa("drawSeries", t);
				}
			}), e && (d.globalAlpha = gr = 1);
		}
	}
	function Tr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function Er(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = H(l * P, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = qt - l / 2, t = Jt - l / 2, n = Xt + l, r = Zt + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Ir(s, l, n.dash, n.cap, c, r, i, o, a) : Fr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Fr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || tn).band;
				an(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && Ct(g, W, G) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Ir(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Ir(n, i, a, o, s, c, l, u, d, f);
	}
	function Ir(e, t, n, r, i, a, o, s, c, l, u, f) {
		_r(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), Rr(i, o), Lr(e, a, t)) : s & ni ? (Rr(i, o), d.clip(f), Lr(e, a, t)) : s & ti && (d.save(), d.clip(f), u && d.clip(u), Rr(i, o), d.restore(), Lr(e, a, t)) : (Rr(i, o), Lr(e, a, t)), (c || l || f) && d.restore();
	}
	function Lr(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = Jn = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function Rr(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = ir = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function zr(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = Ui(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function Gr(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), _r(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function Kr(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, ri(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, ri(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = zr(i, c, l, s == 0 ? L : R);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => Gn[e]) : p, h = a.distr == 2 ? Gn[p[1]] - Gn[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = kt(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function qr(e) {
		let t = !0;
		return Vn.forEach((n, i) => {
			let a = n(r, i, In, e);
			a != Hn[i] && (t = !1), Hn[i] = a;
		}), t;
	}
	function $r() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = Ot((t._lpos + s) * P);
				vr(t.labelFont[0], c, "center", n == 2 ? ke : Ae), d.save(), i == 1 ? (a = o = 0, d.translate(p, Ot(Jt + Zt / 2)), d.rotate((n == 3 ? -Et : Et) / 2)) : (a = Ot(qt + Xt / 2), o = p);
				let m = Bt(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? Xt : Zt, h = i == 0 ? qt : Jt, _ = t._splits, v = p.distr == 2 ? _.map((e) => Gn[e]) : _, x = p.distr == 2 ? Gn[_[1]] - Gn[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = Ot(w * P), E = Ot((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * P), D = t._rotate * -Et / 180, O = g(t._pos * P), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			vr(ee, c, t.align == 1 ? je : t.align == 2 ? Me : D > 0 ? je : D < 0 ? Me : i == 0 ? "center" : n == 3 ? Me : je, D || i == 1 ? "middle" : n == 2 ? ke : Ae);
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
			S.show && Gr(te, S.filter(r, v, e, f, x), i, n, O, T, H(S.width * P, 3), S.stroke(r, e), S.dash, S.cap);
			let re = t.grid;
			re.show && Gr(te, re.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? Jt : qt, i == 0 ? Zt : Xt, H(re.width * P, 3), re.stroke(r, e), re.dash, re.cap), C.show && Gr([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? Jt : qt, i == 1 ? Zt : Xt, H(C.width * P, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Oa("drawAxes");
	}
	function ri(e) {
		v.forEach((t, n) => {
			n > 0 && (t._paths = null, e && (i == 1 ? (t.min = null, t.max = null) : t.facets.forEach((e) => {
				e.min = null, e.max = null;
			})));
		});
	}
	let ii = !1, oi = !1, si = [];
	function ci() {
		oi = !1;
		for (let e = 0; e < si.length; e++) Oa(...si[e]);
		si.length = 0;
	}
	function li() {
		ii ||= (yn(fi), !0);
	}
	function di(e, t = !1) {
		ii = !0, oi = t, e(r), fi(), t && si.length > 0 && queueMicrotask(ci);
	}
	r.batch = di;
	function fi() {
		if (en &&= (Sr(), !1), dn &&= (vn(), !1), on) {
			if (F(p, je, z), F(p, ke, Nt), F(p, De, L), F(p, Oe, R), F(m, je, z), F(m, ke, Nt), F(m, De, L), F(m, Oe, R), F(f, De, wt), F(f, Oe, Tt), u.width = Ot(wt * P), u.height = Ot(Tt * P), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						F(e, a ? "left" : "top", r - t), F(e, a ? "width" : "height", n), F(e, a ? "top" : "left", a ? Nt : z), F(e, a ? "height" : "width", a ? R : L), Xe(e, he);
					} else Ye(e, he);
				}
			}), Jn = ir = cr = dr = fr = pr = mr = hr = lr = null, gr = 1, fa(!0), z != Ft || Nt != Rt || L != Vt || R != Ht) {
				ri(!1);
				let e = L / Vt, t = R / Ht;
				if (Ve && !fn && M.left >= 0) {
					M.left *= e, M.top *= t, gi && et(gi, Ot(M.left), 0, L, R), _i && et(_i, 0, Ot(M.top), L, R);
					for (let n = 0; n < On.length; n++) {
						let r = On[n];
						r != null && (kn[n] *= e, An[n] *= t, et(r, kt(kn[n]), kt(An[n]), L, R));
					}
				}
				if (X.show && !mn && X.left >= 0 && X.width > 0) {
					X.left *= e, X.width *= e, X.top *= t, X.height *= t;
					for (let e in ha) F(Di, e, X[e]);
				}
				Ft = z, Rt = Nt, Vt = L, Ht = R;
			}
			Oa("setSize"), on = !1;
		}
		wt > 0 && Tt > 0 && (d.clearRect(0, 0, u.width, u.height), Oa("drawClear"), w.forEach((e) => e()), Oa("draw")), X.show && mn && (Oi(X), mn = !1), Ve && fn && (ua(null, !0, !1), fn = !1), j.show && j.live && hn && (ca(), hn = !1), c || (c = !0, r.status = 1, Oa("ready")), Kn = !1, ii = !1;
	}
	r.redraw = (e, t) => {
		dn = t || !1, e === !1 ? li() : Z(S, D.min, D.max);
	};
	function pi(e, n) {
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
			e == S && i.distr == 2 && Un > 0 && (n.min = lt(n.min, t[0]), n.max = lt(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, en = !0, li();
		}
	}
	r.setScale = pi;
	let mi, hi, gi, _i, vi, yi, bi, xi, Si, Ci, q, J, wi = !1, Ti = M.drag, Y = Ti.x, Ei = Ti.y;
	Ve && (M.x && (mi = Qe(_e, m)), M.y && (hi = Qe(ve, m)), D.ori == 0 ? (gi = mi, _i = hi) : (gi = hi, _i = mi), q = M.left, J = M.top);
	let X = r.select = U({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Di = X.show ? Qe(ge, X.over ? m : p) : null;
	function Oi(e, t) {
		if (X.show) {
			for (let t in e) X[t] = e[t], t in ha && F(Di, t, e[t]);
			t !== !1 && Oa("setSelect");
		}
	}
	r.setSelect = Oi;
	function Ai(e) {
		if (v[e].show) Be && Xe($e[e], he);
		else if (Be && Ye($e[e], he), Ve) {
			let t = Dn ? On[0] : On[e];
			t != null && et(t, -10, -10, L, R);
		}
	}
	function Z(e, t, n) {
		pi(e, {
			min: t,
			max: n
		});
	}
	function Ki(e, t, n, a) {
		t.focus != null && ea(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Ai(r), i == 2 ? (Z(n.facets[0].scale, null, null), Z(n.facets[1].scale, null, null)) : Z(n.scale, null, null), li());
		}), n !== !1 && Oa("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = Ki;
	function qi(e, t) {
		U(x[e], t);
	}
	function Ji(e, t) {
		e.fill = V(e.fill || null), e.dir = I(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Yi(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = Ji, r.setBand = qi, r.delBand = Yi;
	function Xi(e, t) {
		v[e].alpha = t, Ve && On[e] != null && (On[e].style.opacity = t), Be && $e[e] && ($e[e].style.opacity = t);
	}
	let Zi, Q, Qi, $i = { focus: !0 };
	function ea(e) {
		if (e != Qi) {
			let t = e == null, n = Tn.alpha != 1;
			v.forEach((r, a) => {
				if (i == 1 || a > 0) {
					let i = t || a == 0 || a == e;
					r._focus = t ? null : i, n && Xi(a, i ? 1 : Tn.alpha);
				}
			}), Qi = e, n && li();
		}
	}
	Be && En && bt(Re, Ke, (e) => {
		M._lock || (Cn(e), Qi != null && Ki(null, $i, !0, $.setSeries));
	});
	function ta(e, t, n) {
		let r = b[t];
		n && (e = e / P - (r.ori == 1 ? Nt : z));
		let i = L;
		r.ori == 1 && (i = R, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? Mt(10, c) : l == 4 ? It(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function na(e, n) {
		return lt(ta(e, S, n), t[0], W, G);
	}
	r.valToIdx = (e) => lt(e, t[0]), r.posToIdx = na, r.posToVal = ta, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? Xt : L, n ? qt : 0) : o(e, b[t], n ? Zt : R, n ? Jt : 0), r.setCursor = (e, t, n) => {
		q = e.left, J = e.top, ua(null, t, n);
	};
	function ra(e, t) {
		F(Di, je, X.left = e), F(Di, De, X.width = t);
	}
	function ia(e, t) {
		F(Di, ke, X.top = e), F(Di, Oe, X.height = t);
	}
	let aa = D.ori == 0 ? ra : ia, oa = D.ori == 1 ? ra : ia;
	function sa() {
		if (Be && j.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && at) continue;
			let t = j.values[e], n = 0;
			for (let r in t) tt[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function ca(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			oe[t] = e;
		}) : sn(e.idx) || oe.fill(e.idx), j.idx = oe[0]), Be && j.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !at) && la(e, oe[e]);
			sa();
		}
		hn = !1, t !== !1 && Oa("setLegend");
	}
	r.setLegend = ca;
	function la(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? Gn : t[e], o;
		at ? o = i.values(r, e, n) ?? ot : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? ot : { _: o }), j.values[e] = o;
	}
	function ua(e, n, a) {
		Si = q, Ci = J, [q, J] = M.move(r, q, J), M.left = q, M.top = J, Ve && (gi && et(gi, Ot(q), 0, L, R), _i && et(_i, 0, Ot(J), L, R));
		let o, s = W > G;
		Zi = B, Q = null;
		let c = D.ori == 0 ? L : R, l = D.ori == 1 ? L : R;
		if (q < 0 || Un == 0 || s) {
			o = M.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = On[e];
				t != null && et(t, -10, -10, L, R);
			}
			En && Ki(null, $i, !0, e == null && $.setSeries), j.live && (oe.fill(o), hn = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? q : J, n = ta(e, S), o = M.idx = lt(n, t[0], W, G), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = oe[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = M.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (hn = hn || S != y || x != _, oe[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (En && S != null) {
						let t = D.ori == 1 ? q : J, n = Dt(Tn.dist(r, e, x, _, t));
						if (n < Zi) {
							let r = Tn.bias;
							if (r != 0) {
								let i = ta(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Zi = n, Q = e);
							} else Zi = n, Q = e;
						}
					}
					if (hn || Dn) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = wn.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = wn.size(r, e);
						if (v = wn.fill(r, e), g = wn.stroke(r, e), Dn) e == Q && Zi <= Tn.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = On[e];
							t != null && (kn[e] = c, An[e] = l, it(t, a, o, y), nt(t, v, g), et(t, kt(c), kt(l), L, R));
						}
					}
				}
			}
			if (Dn) {
				let e = Tn.prox;
				if (hn || (Qi == null ? Zi <= e : Zi > e || Q != Qi)) {
					let e = On[0];
					e != null && (kn[0] = s, An[0] = u, it(e, d, f, p), nt(e, m, h), et(e, kt(s), kt(u), L, R));
				}
			}
		}
		if (X.show && wi) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (Y = s._x, Ei = s._y, Y || Ei) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && Y ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), aa(At(v, y), Dt(y - v))) : aa(0, c), S && Ei ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), oa(At(v, y), Dt(y - v))) : oa(0, l);
				} else ga();
			} else {
				let e = Dt(Si - vi), t = Dt(Ci - yi);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				Y = Ti.x && e >= Ti.dist, Ei = Ti.y && t >= Ti.dist;
				let n = Ti.uni;
				n == null ? Ti.x && Ti.y && (Y || Ei) && (Y = Ei = !0) : Y && Ei && (Y = e >= n, Ei = t >= n, !Y && !Ei && (t > e ? Ei = !0 : Y = !0));
				let r, i;
				Y && (D.ori == 0 ? (r = bi, i = q) : (r = xi, i = J), aa(At(r, i), Dt(i - r)), Ei || oa(0, l)), Ei && (D.ori == 1 ? (r = bi, i = q) : (r = xi, i = J), oa(At(r, i), Dt(i - r)), Y || aa(0, c)), !Y && !Ei && (aa(0, 0), oa(0, 0));
			}
		}
		if (Ti._x = Y, Ti._y = Ei, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : ta(D.ori == 0 ? q : J, e), $.values[1] = t == null ? null : ta(D.ori == 1 ? q : J, t);
				}
				Ma(Pe, r, q, J, L, R, o);
			}
			if (En) {
				let e = a && $.setSeries, t = Tn.prox;
				Qi == null ? Zi <= t && Ki(Q, $i, !0, e) : Zi > t ? Ki(null, $i, !0, e) : Q != Qi && Ki(Q, $i, !0, e);
			}
		}
		hn && (j.idx = o, ca()), n !== !1 && Oa("setCursor");
	}
	let da = null;
	Object.defineProperty(r, "rect", { get() {
		return da ?? fa(!1), da;
	} });
	function fa(e = !1) {
		e ? da = null : (da = m.getBoundingClientRect(), Oa("syncRect", da));
	}
	function pa(e, t, n, r, i, a, o) {
		M._lock || wi && e != null && e.movementX == 0 && e.movementY == 0 || (ma(e, t, n, r, i, a, o, !1, e != null), e == null ? ua(t, !0, !1) : ua(null, !0, !0));
	}
	function ma(e, t, n, i, a, o, c, l, u) {
		if (da ?? fa(!1), Cn(e), e != null) n = e.clientX - da.left, i = e.clientY - da.top;
		else {
			if (n < 0 || i < 0) {
				q = -10, J = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? L : R, _ = D.ori == 1 ? L : R, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == Pe) && ((n <= 1 || n >= L - 1) && (n = Yt(n, L)), (i <= 1 || i >= R - 1) && (i = Yt(i, R))), l ? (vi = n, yi = i, [bi, xi] = M.move(r, n, i)) : (q = n, J = i);
	}
	let ha = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function ga() {
		Oi(ha, !1);
	}
	let _a, va, ya, ba;
	function xa(e, t, n, i, a, o, s) {
		wi = !0, Y = Ei = Ti._x = Ti._y = !1, ma(e, t, n, i, a, o, s, !0, !1), e != null && (bt(Ie, We, Sa, !1), Ma(Fe, r, bi, xi, L, R, null));
		let { left: c, top: l, width: u, height: d } = X;
		_a = c, va = l, ya = u, ba = d;
	}
	function Sa(e, t, n, i, a, o, s) {
		wi = Ti._x = Ti._y = !1, ma(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = X, f = u > 0 || d > 0, p = _a != c || va != l || ya != u || ba != d;
		if (f && p && Oi(X), Ti.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), Y && Z(S, ta(e, S), ta(e + t, S)), Ei) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != B && Z(e, ta(n + r, e), ta(n, e));
			}
			ga();
		} else M.lock && (M._lock = !M._lock, ua(t, !0, e != null));
		e != null && (xt(Ie, We), Ma(Ie, r, q, J, L, R, null));
	}
	function Ca(e, t, n, r, i, a, o) {
		if (M._lock) return;
		Cn(e);
		let s = wi;
		if (wi) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = Y, r = Ei) : (n = Ei, r = Y), n && r && (e = q <= 10 || q >= L - 10, t = J <= 10 || J >= R - 10), n && e && (q = q < bi ? 0 : L), r && t && (J = J < xi ? 0 : R), ua(null, !0, !0), wi = !1;
		}
		q = -10, J = -10, oe.fill(null), ua(null, !0, !0), s && (wi = s);
	}
	function wa(e, t, n, i, a, o, s) {
		M._lock || (Cn(e), K(), ga(), e != null && Ma(ze, r, q, J, L, R, null));
	}
	function Ta() {
		y.forEach(Gi), gn(r.width, r.height, !0);
	}
	st(He, Ge, Ta);
	let Ea = {};
	Ea.mousedown = xa, Ea.mousemove = pa, Ea.mouseup = Sa, Ea.dblclick = wa, Ea.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && Ki(n, i, !0, !1);
	}, Ve && (bt(Fe, m, xa), bt(Pe, m, pa), bt(Le, m, (e) => {
		Cn(e), fa(!1);
	}), bt(Re, m, Ca), bt(ze, m, wa), ki.add(r), r.syncRect = fa);
	let Da = r.hooks = e.hooks || {};
	function Oa(e, t, n) {
		oi ? si.push([
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
	let ka = (e, t, n) => n, $ = U({
		key: null,
		setSeries: !1,
		filters: {
			pub: Gt,
			sub: Gt
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Kt,
			Kt,
			ka
		],
		values: [null, null]
	}, M.sync);
	$.match.length == 2 && $.match.push(ka), M.sync = $;
	let Aa = $.key, ja = ei(Aa);
	function Ma(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Ea[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), ki.delete(r), mt.clear(), ct(He, Ge, Ta), l.remove(), Ke?.remove(), Oa("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Oa("init", e, t), qn(t || e.data, !1), A[S] ? pi(S, A[S]) : K(), mn = X.show && (X.width > 0 || X.height > 0), fn = hn = !0, gn(e.width, e.height);
	}
	return v.forEach(Nn), y.forEach(Ln), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
Z.assign = U, Z.fmtNum = L, Z.rangeNum = St, Z.rangeLog = gt, Z.rangeAsinh = _t, Z.orient = ri, Z.pxRatio = P, Z.join = vn, Z.fmtDate = jn, Z.tzDate = Nn, Z.sync = ei;
{
	Z.addGap = ci, Z.clipGaps = si;
	let e = Z.paths = { points: Si };
	e.linear = wi, e.stepped = Ti, e.bars = Ei, e.spline = Di;
}
// src/series.ts
function Ki(e, t) {
	if (t <= 0) return e.slice();
	let n = 0, r = 0;
	return e.map((e) => e === null || !Number.isFinite(e) ? e : (n = n * t + (1 - t) * e, r += 1, n / (1 - t ** +r)));
}
function qi(e, t, n) {
	let r = new Uint8Array(Math.max(0, Math.ceil(n)));
	for (let n of e) {
		let e = Math.floor(t(n));
		e >= 0 && e < r.length && (r[e] = 1);
	}
	return r;
}
// src/theme.ts
function Ji(e) {
	return getComputedStyle(document.documentElement).getPropertyValue(e).trim();
}
var Yi = 8;
function Xi(e) {
	return Ji(`--run-${e % Yi}`);
}
// src/views/charts.ts
var Zi = class {
	root;
	smoothing;
	onPick;
	charts = [];
	selectedStep = null;
	tracedSteps = [];
	shown = [];
	constructor(e, t, n) {
		this.root = e, this.smoothing = t, this.onPick = n, window.addEventListener("resize", () => this.resize());
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
			let i = new Z(this.options(t, n), this.data(n), t);
			i.over.addEventListener("click", () => {
				let e = i.cursor.left;
				e !== void 0 && e >= 0 && this.onPick(i.posToVal(e, "x"));
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
			let t = e.map((e) => c(e[2]));
			return [
				e.map((e) => e[0]),
				t,
				Ki(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Z.join(t);
	}
	legend(t) {
		let n = e("div", "run-legend");
		for (let [r, i] of t.entries()) {
			let t = e("span"), a = e("span", "swatch");
			a.style.background = Xi(r), t.append(a, i), n.append(t);
		}
		return n;
	}
	options(e, t) {
		let n = Ji("--chart-grid"), r = {
			stroke: Ji("--chart-axis"),
			grid: { stroke: n },
			ticks: { stroke: n }
		}, i = t.runs.flatMap(({ run: e }, t) => {
			let n = Xi(t);
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
		t.save(), t.fillStyle = Ji("--chart-mark");
		let o = 4 * devicePixelRatio, s = qi(this.tracedSteps, (t) => e.valToPos(t, "x", !0) - n, i);
		for (let e = 0; e < s.length; e++) s[e] && t.fillRect(n + e, r + a - o, Math.max(1, devicePixelRatio), o);
		if (this.selectedStep !== null) {
			let n = e.valToPos(this.selectedStep, "x", !0);
			t.strokeStyle = Ji("--chart-cursor"), t.lineWidth = 1.5 * devicePixelRatio, t.beginPath(), t.moveTo(n, r), t.lineTo(n, r + a), t.stroke();
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
// src/format.ts
function Q(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var Qi = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function $i(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
function ea(e) {
	return e.replace(Qi, $i);
}
function ta(e) {
	return e === "" ? "∅" : ea(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/views/credit.ts
function na(e, t, n) {
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
var ra = 5, ia = class {
	root;
	onFocus;
	trace = null;
	lists;
	sources;
	constructor(t, n) {
		this.root = t, this.onFocus = n, this.lists = e("div", "credit-lists"), this.sources = e("div", "credit-sources"), this.sources.setAttribute("aria-live", "polite");
	}
	show(t) {
		if (this.trace = t, this.root.replaceChildren(), this.lists.replaceChildren(), this.sources.replaceChildren(), !t || t.tokenIds.length === 0) return;
		this.root.append(e("div", "chart-title", "Credit and blame"), this.lists, this.sources);
		let n = t.fields.get("advantage");
		if (n) {
			let { top: e, bottom: t } = na(n, ra, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", t);
		}
		let r = t.fields.get("token_reward");
		if (r) {
			let { top: e } = na(r.map(Math.abs), ra, !0);
			this.addList("reward", "reward landed on", e.map((e) => ({
				position: e.position,
				value: r[e.position]
			})));
		}
		let i = m(t, "kl");
		i && this.addList("kl", "furthest from the reference (KL)", na(i, ra, !0).top), this.lists.childElementCount || this.lists.append(e("div", "note", "No advantage, reward or KL logged for this sample.")), this.showSources(-1);
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
		r.append("Token ", e("span", "source-token", ta(n.tokenText[t] ?? "")), ` (position ${t}) drew on (${n.attribution.method}):`);
		let i = e("ol", "source-list");
		for (let r of s(n, t)) {
			let t = e("li", "source");
			t.dataset.part = r.part, t.dataset.index = String(r.index);
			let n = e("span", r.weight >= 0 ? "source-bar positive" : "source-bar negative");
			n.style.width = `${Math.max(2, Math.abs(r.weight) * 100)}%`;
			let a = e("span", "source-track");
			a.append(n), t.append(e("span", "source-where", `${r.part} ${r.index}`), e("span", "source-text", ta(r.text)), a, e("span", "source-weight", Q(r.weight, 3))), r.part === "response" && (t.classList.add("clickable"), t.addEventListener("click", () => this.onFocus(r.index))), i.append(t);
		}
		this.sources.append(r, i);
	}
	addList(t, n, r) {
		if (!this.trace || r.length === 0) return;
		let i = e("div", "credit-list");
		i.dataset.kind = t, i.append(e("span", "credit-title", n));
		for (let t of r) {
			let n = e("button", "credit-chip");
			n.dataset.i = String(t.position), n.append(e("span", "chip-text", ta(this.trace.tokenText[t.position] ?? "")), e("span", "chip-value", Q(t.value, 3))), n.title = `position ${t.position}`, n.addEventListener("click", () => this.onFocus(t.position)), i.append(n);
		}
		this.lists.append(i);
	}
}, aa = [
	"value",
	"advantage",
	"entropy",
	"kl"
];
function oa(e) {
	let t = [];
	for (let n of aa) {
		let r = m(e, n);
		r && t.push({
			field: n,
			label: p(n),
			values: r
		});
	}
	return t;
}
var sa = [
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
], ca = class {
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
	show(t) {
		if (this.plot?.destroy(), this.plot = null, this.root.replaceChildren(), !t || t.tokenIds.length === 0) return;
		let n = oa(t);
		if (n.length === 0) return;
		let r = e("div", "chart-title");
		r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(t.tokenIds, (e, t) => t), a = Ji("--chart-axis"), o = { stroke: Ji("--chart-grid") };
		this.plot = new Z({
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
				incrs: sa
			}, {
				stroke: a,
				grid: o,
				size: 48
			}],
			series: [{ label: "position" }, ...n.map((e) => ({
				label: e.label,
				stroke: Ji(`--curve-${e.field}`),
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
}, la = [
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
], ua = [
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
function da(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var fa = [
	160,
	160,
	160
];
function pa(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function ma(e, t) {
	let n = pa(e, t);
	return Number.isNaN(n) ? fa : da(e.kind === "sequential" ? la : ua, n);
}
function ha(e, t) {
	let n = pa(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function ga(e) {
	let t = [`${e}.missing { background: ${va(fa)}; color: #000; }`];
	for (let [n, r] of [["sequential", la], ["diverging", ua]]) for (let i = 0; i < 64; i++) {
		let a = da(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${va(a)}; color: ${_a(a)}; }`);
	}
	return t.join("\n");
}
function _a(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function va(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function ya(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? la : ua).map((e) => va(e)).join(", ")})`;
}
// src/views/exploration.ts
var ba = [
	"exploration/forking_share",
	"exploration/top1_prob/mean",
	"exploration/exploratory_share",
	"exploration/groups/dead_share"
], xa = 160;
function Sa(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
var Ca = class {
	root;
	onPick;
	data = null;
	selected = null;
	canvas;
	title;
	constructor(t, n) {
		this.root = t, this.onPick = n, this.title = e("div", "chart-title"), this.canvas = e("canvas", "entropy-heatmap"), this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = Sa(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
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
		this.canvas.width = t * n, this.canvas.height = xa * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${xa}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = xa / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = va(ma(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, xa - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = 0;
			for (let n = 1; n < i; n++) Math.abs(e.steps[n] - this.selected) < Math.abs(e.steps[t] - this.selected) && (t = n);
			r.strokeStyle = "#ff6f00", r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
};
function wa(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = r > 0 ? e[r - 1] : "";
		(r === 0 || n >= 256 && i.endsWith("\n") || n >= 1024) && (t.push(r), n = 0), n++;
	}
	return t;
}
function Ta(e, t) {
	return Math.max(0, w(e.length, (t) => e[t], t + 1) - 1);
}
var Ea = 24.7, Da = 7.9, Oa = class {
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
		this.trace = t, this.values = n, this.scale = r, this.outlined = i, this.element = e("div", "path"), this.starts = wa(t.tokenText), this.spans = Array(t.tokenIds.length), this.observer = new IntersectionObserver((e) => {
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
			r.style.minHeight = `${Math.ceil(a * Da / 900) * Ea}px`, this.blocks.push(r), this.filled.push(!1), this.element.append(r), this.observer.observe(r);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(Ta(this.starts, e)), this.spans[e];
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
		let { trace: n, values: r, scale: i } = this, a = this.blocks[t], o = t + 1 < this.starts.length ? this.starts[t + 1] : n.tokenIds.length, s = document.createDocumentFragment();
		for (let a = this.starts[t]; a < o; a++) {
			let t = e("span");
			t.className = r && i ? `tok ${ha(i, r[a])}` : "tok", t.textContent = ta(n.tokenText[a]), t.dataset.i = String(a), this.outlined?.(a) && t.classList.add("forking"), n.responseMask && !n.responseMask[a] && (t.classList.add("masked"), t.title = "not generated by the policy (response_mask 0)"), this.spans[a] = t, s.append(t);
		}
		a.append(s), a.style.minHeight = "", this.observer.unobserve(a);
	}
}, ka = class {
	root;
	strips = [];
	constructor(e) {
		this.root = e;
	}
	clear() {
		for (let e of this.strips) e.dispose();
		this.strips = [], this.root.replaceChildren();
	}
	add(t, n, r, i, a, o, s) {
		let c = e("div");
		c.className = o, Object.assign(c.dataset, s);
		let l = e("button", "group-head");
		if (l.textContent = n, l.addEventListener("click", r), c.append(l), t.tokenIds.length === 0) {
			let n = e("div", "text-only");
			n.textContent = ea(t.responseText), c.append(n);
		} else {
			let e = new Oa(t, i, a);
			e.element.classList.add("compact"), this.strips.push(e), c.append(e.element);
		}
		this.root.append(c);
	}
};
// src/views/group.ts
function $(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (c(t.score) ?? -Infinity) - (c(e.score) ?? -Infinity));
}
function Aa(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
var ja = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new ka(e);
	}
	clear() {
		this.rows.clear();
	}
	show(t, n, r) {
		this.rows.clear();
		let i = e("div", "chart-title");
		i.textContent = `group ${t}: ${n.length} recorded responses to the same prompt`, this.rows.root.append(i);
		for (let e of n) {
			let t = _(e), n = t.find((e) => e.key === r) ?? t[0], i = n.values(e);
			this.rows.add(e, `#${e.sampleIndex} · score ${Q(e.score)} · mean advantage ${Q(Aa(e.fields.get("advantage")))}`, () => this.onOpen(e.sampleIndex), i, i ? v(n, i) : null, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, Ma = 14, Na = {
	kind: "sequential",
	min: 0,
	max: 1
};
function Pa(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
var Fa = class {
	root;
	onPosition;
	canvas = null;
	trace = null;
	start = 0;
	active = -1;
	constructor(e, t) {
		this.root = e, this.onPosition = t;
	}
	show(t) {
		if (this.root.replaceChildren(), this.trace = t, this.canvas = null, !t?.topK || t.tokenIds.length === 0) return;
		let n = e("div", "chart-title");
		n.textContent = `top-${t.topK.k} alternatives by position (colour = probability, outline = chosen)`;
		let r = e("canvas", "heatmap");
		r.setAttribute("aria-label", "top-k heatmap"), r.addEventListener("mousemove", (e) => {
			let t = this.start + Math.floor(e.offsetX / Ma);
			this.trace && t < this.trace.tokenIds.length && this.onPosition(t);
		}), this.root.append(n, r), this.canvas = r, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / Ma)), o = t.tokenIds.length;
		this.start = Pa(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * Ma * c, e.height = n * Ma * c, e.style.width = `${s * Ma}px`, e.style.height = `${n * Ma}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = va(ma(Na, Math.exp(i[a * n + o]))), l.fillRect(e * Ma, o * Ma, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * Ma + 1, o * Ma + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * Ma + .5, .5, 13, n * Ma - 1));
		}
	}
};
// src/views/history.ts
function Ia(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function La(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
var Ra = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new ka(e);
	}
	clear() {
		this.rows.clear();
	}
	show(t, n, r) {
		this.rows.clear();
		let i = e("div", "chart-title"), a = new Set(n.map((e) => e.step)).size;
		i.textContent = `${r} recorded response${r === 1 ? "" : "s"} to this prompt` + (n.length < r ? ` (${n.length} shown, evenly spread over ${a} steps)` : ` over ${a} steps`) + ": colour = change in the chosen token's probability since the row above (same token only)";
		let o = e("div", "prompt");
		o.textContent = ea(t), this.rows.root.append(i, o);
		let s = null;
		for (let e of n) {
			let t = Ia(e, s);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${Q(e.score)}`, () => this.onOpen(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), s = e;
		}
	}
}, za = [
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
		value: (e) => c(e.score)
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
		value: (e) => c(e.mean_entropy)
	},
	{
		key: "kl",
		label: "KL̄",
		title: "mean log π − log π_ref",
		value: (e) => c(e.mean_kl)
	}
];
function Ba(e, t, n) {
	let r = za.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var Va = {
	score: (e) => c(e.score),
	len: (e) => e.length,
	entropy: (e) => c(e.mean_entropy),
	kl: (e) => c(e.mean_kl)
}, Ha = /^(score|len|entropy|kl)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function Ua(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1]);
}
function Wa(e) {
	return Ua(e).map((e) => e.toLowerCase());
}
function Ga(e, t, n) {
	if (n !== void 0 && !Wa(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = Ha.exec(t);
		if (n) {
			let t = Va[n[1]](e), r = Number(n[3]);
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
function Ka(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
var qa = class {
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
	constructor(t, n, r = () => {}, i = () => {}) {
		this.root = t, this.onSelect = n, this.onNeedTexts = r, this.onSearchAll = i, this.filterInput = e("input"), this.filterInput.type = "search", this.filterInput.className = "sample-filter", this.filterInput.placeholder = "filter: score>0.5 len<200 best \"text in prompt or response\"", this.filterInput.setAttribute("aria-label", "filter samples"), this.filterInput.addEventListener("input", () => {
			this.filter = this.filterInput.value, Wa(this.filter).length && this.texts === null && this.onNeedTexts(), this.render();
		}), this.searchAll = e("button", "view-button search-all"), this.searchAll.hidden = !0, this.searchAll.addEventListener("click", () => {
			let [e] = Ua(this.filter);
			e && this.onSearchAll(e);
		}), this.body = e("div"), this.root.append(this.filterInput, this.searchAll, this.body);
	}
	visibleSamples() {
		return this.detail ? Ba(this.detail.samples.filter((e) => Ga(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return Wa(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let [t] = Ua(this.filter);
		this.searchAll.hidden = !t, this.searchAll.textContent = t ? `Search every step for "${t}"` : "";
		let n = this.detail;
		if (this.filterInput.hidden = !n, !n) return;
		let r = e("div", "samples-caption"), i = this.visibleSamples();
		r.textContent = `Step ${n.step}: ${n.samples.length} recorded of ${n.batch_size} responses` + (i.length < n.samples.length ? ` (${i.length} match the filter)` : ""), this.body.append(r);
		let a = e("table", "samples"), o = a.createTHead().insertRow();
		for (let t of za) {
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
			for (let n of za) {
				let r = n.value(e), i = t.insertCell();
				n.key === "group" ? (i.textContent = Ka(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Q(r) : String(r ?? "–");
			}
			let n = () => this.onSelect(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(a);
	}
};
// src/views/path.ts
function Ja(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
var Ya = !1;
function Xa() {
	if (Ya) return;
	Ya = !0;
	let t = e("style");
	t.textContent = ga(".tok"), document.head.append(t);
}
var Za = class {
	root;
	onMetric;
	onActivate;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(t, n, r = () => {}) {
		this.root = t, this.onMetric = n, this.onActivate = r, this.card = e("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), Xa();
	}
	forkingThreshold = null;
	show(t, n) {
		if (this.trace = t, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.strip?.dispose(), this.strip = null, !t) return;
		let r = _(t);
		this.metric = r.find((e) => e.key === n) ?? r[0];
		let i = e("div", "path-header"), a = e("select", "metric-picker");
		a.setAttribute("aria-label", "colour tokens by");
		for (let n of r) {
			let r = e("option", void 0, n.label);
			r.value = n.key, r.disabled = n.values(t) === null, r.selected = n.key === this.metric.key, a.append(r);
		}
		a.addEventListener("change", () => this.onMetric(a.value)), i.append(e("span", "label", "colour by"), a);
		let o = this.metric.values(t);
		i.append(this.legend(o));
		let s = [`step ${t.step}`, `sample ${t.sampleIndex}`];
		if (t.groupId && s.push(`group ${Ka(t.groupId)}`), t.score !== null && s.push(`score ${Q(t.score)}`), i.append(e("span", "meta", s.join(" · "))), this.root.append(i), t.promptText) {
			let n = e("div", "prompt");
			n.append(e("span", "label", "prompt "), e("span", "prompt-text", ea(t.promptText))), this.root.append(n);
		}
		let c = t.fields.get("entropy"), l = this.forkingThreshold, u = this.metric.key === "entropy" && c && l !== null ? (e) => c[e] > l : null;
		u && i.append(e("span", "forking-note", `outlined: forking tokens (entropy > ${Q(l, 3)})`));
		let d = new Oa(t, o, o ? v(this.metric, o) : null, u);
		this.strip = d;
		let f = d.element;
		f.tabIndex = 0, f.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), t.tokenIds.length === 0 && (t.responseText ? (f.append(e("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), f.append(e("div", "text-only", ea(t.responseText)))) : f.append(e("span", "empty", "(empty response)"))), f.addEventListener("mouseover", (e) => {
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
		let r = v(this.metric, t), i = e("span", "legend-bar");
		i.style.background = ya(r.kind);
		let a = Math.max(Math.abs(r.min), Math.abs(r.max)), [o, s] = r.kind === "diverging" ? [-a, a] : [r.min, r.max];
		return n.append(e("span", "legend-min", Q(o, 2)), i, e("span", "legend-max", Q(s, 2))), n;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.strip || e.length === 0) return !1;
		let t = Ja(e);
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
	fillCard(t, n) {
		this.card.replaceChildren();
		let r = e("div", "card-title");
		r.append(e("span", "card-token", ta(t.tokenText[n])), e("span", "card-id", `id ${t.tokenIds[n]} · position ${n}`)), this.card.append(r);
		let { alternatives: i, rank: a } = y(t, n), o = e("table", "card-numbers"), s = (e, t) => {
			let n = o.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		};
		t.responseMask && !t.responseMask[n] && s("response_mask", "0: not a policy token");
		let c = t.fields.get("log_prob");
		c && s("probability", Q(Math.exp(c[n]), 4)), t.topK && s("rank", a === null ? `> ${t.topK.k}` : String(a));
		for (let [e, r] of t.fields) s(p(e), Q(r[n], 4));
		let l = t.fields.has("kl") ? null : m(t, "kl");
		if (l && s(p("kl"), Q(l[n], 4)), i.length) {
			let r = e("div", "topk");
			r.append(e("div", "topk-title", `top-${i.length} alternatives`));
			for (let a of i) {
				let i = e("div", "topk-row");
				a.id === t.tokenIds[n] && i.classList.add("chosen");
				let o = e("span", "topk-bar");
				o.style.width = `${Math.max(1, a.prob * 100)}%`, i.append(e("span", "topk-text", ta(a.text)), e("span", "topk-track", void 0), e("span", "topk-prob", Q(a.prob, 3))), i.children[1].append(o), r.append(i);
			}
			this.card.append(r);
		}
		this.card.append(o);
	}
}, Qa = class {
	root;
	onOpen;
	constructor(e, t) {
		this.root = e, this.onOpen = t;
	}
	clear() {
		this.root.replaceChildren();
	}
	loading(t) {
		this.root.replaceChildren(e("div", "note", `Searching every step for "${t}"…`));
	}
	show(t) {
		this.root.replaceChildren();
		let n = t.matches.length, r = e("div", "chart-title", `${n}${t.truncated ? "+" : ""} recorded sample${n === 1 ? "" : "s"} of every step contain "${t.query}"` + (t.truncated ? ` (the first ${n} shown)` : "") + " (case-sensitive)" + (t.skipped ? `; ${t.skipped} damaged record${t.skipped === 1 ? "" : "s"} skipped` : "")), i = e("button", "search-close", "×");
		i.title = "close the search results", i.setAttribute("aria-label", "close the search results"), i.addEventListener("click", () => this.clear()), r.append(" ", i);
		let a = e("ol", "search-list");
		for (let [n, r, i, o] of t.matches) {
			let t = e("li", "search-hit");
			t.dataset.step = String(n), t.dataset.sample = String(r);
			let s = e("button", "search-open", `step ${n} · #${r} · ${i}`);
			s.addEventListener("click", () => this.onOpen(n, r)), t.append(s, e("span", "search-snippet", ea(o))), a.append(t);
		}
		this.root.append(r, n ? a : e("div", "note", "No recorded prompt or response contains it."));
	}
}, $a = class {
	onSmoothing;
	onCompare;
	element;
	runList;
	compare;
	constructor(t, n, r) {
		this.onSmoothing = n, this.onCompare = r, this.element = e("span", "chart-controls");
		let i = e("label"), a = e("input");
		a.type = "range", a.min = "0", a.max = "0.99", a.step = "0.01", a.value = String(t), a.className = "smoothing";
		let o = e("output");
		o.textContent = t.toFixed(2), a.addEventListener("input", () => {
			o.textContent = Number(a.value).toFixed(2), this.onSmoothing(Number(a.value));
		}), i.append("Smoothing ", a, o), this.compare = e("details", "compare-runs");
		let s = e("summary");
		s.textContent = "Compare runs", this.runList = e("div", "run-list"), this.compare.append(s, this.runList), this.element.append(i, this.compare);
	}
	show(t, n, r) {
		let i = t.filter((e) => e !== n);
		this.compare.hidden = i.length === 0, this.runList.replaceChildren(...i.map((t) => {
			let n = e("label"), i = e("input");
			return i.type = "checkbox", i.value = t, i.checked = r.includes(t), i.addEventListener("change", () => {
				let e = [...this.runList.querySelectorAll("input:checked")].map((e) => e.value);
				this.onCompare(e);
			}), n.append(i, t), n;
		}));
	}
}, eo = class {
	onPick;
	element;
	slider;
	box;
	count;
	steps = [];
	constructor(t) {
		this.onPick = t, this.element = e("span", "step-picker"), this.slider = e("input"), this.slider.type = "range", this.slider.min = "0", this.slider.setAttribute("aria-label", "logged steps"), this.slider.addEventListener("input", () => {
			let e = this.steps[Number(this.slider.value)];
			e && (this.box.value = String(e.step));
		}), this.slider.addEventListener("change", () => {
			let e = this.steps[Number(this.slider.value)];
			e && this.onPick(e.step);
		}), this.box = e("input"), this.box.type = "number", this.box.className = "step-box", this.box.setAttribute("aria-label", "go to step"), this.box.addEventListener("change", () => {
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : D(this.steps, e);
			t !== null && this.onPick(t);
		}), this.count = e("span", "step-count"), this.element.append(this.slider, "step ", this.box, this.count);
	}
	show(e, t) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let n = t === null ? -1 : to(e, t);
		this.slider.value = String(Math.max(0, n)), this.box.value = t === null ? "" : String(t), this.count.textContent = e.length ? ` (${n + 1} of ${e.length} traced)` : " (none traced)";
	}
};
function to(e, t) {
	let n = w(e.length, (t) => e[t].step, t);
	return n < e.length && e[n].step === t ? n : -1;
}
// src/app.ts
var no = [
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
function ro(e) {
	let t = new Set(e), n = [];
	for (let e of no) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
function io(e) {
	return e instanceof b ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var ao = class {
	store = new T(E());
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
	constructor(t) {
		t.replaceChildren(), t.classList.add("tbv-app");
		let n = e("header", "toolbar");
		this.runSelect = e("select"), this.runSelect.setAttribute("aria-label", "run"), this.runSelect.addEventListener("change", () => void this.selectRun(this.runSelect.value)), this.splitSelect = e("select"), this.splitSelect.setAttribute("aria-label", "traces of"), this.splitSelect.hidden = !0, this.splitSelect.addEventListener("change", () => void this.selectSplit(this.splitSelect.value));
		let r = this.button("◀", "previous logged step", () => this.moveStep(-1)), i = this.button("▶", "next logged step", () => this.moveStep(1));
		this.stepPicker = new eo((e) => void this.selectStep(e)), this.chartControls = new $a(this.store.state.smoothing, (e) => {
			this.store.set({ smoothing: e }), this.charts.setSmoothing(e);
		}, (e) => {
			this.store.set({ compareRuns: e }), this.loadCharts(this.store.state.chartTags);
		}), this.addChart = e("select"), this.addChart.setAttribute("aria-label", "add a chart"), this.addChart.addEventListener("change", () => {
			let e = this.addChart.value;
			this.addChart.value = "", e && !this.store.state.chartTags.includes(e) && this.loadCharts([...this.store.state.chartTags, e]);
		}), this.status = e("span", "status"), this.status.setAttribute("role", "status");
		let a = e("label");
		a.append("Run ", this.runSelect), n.append(a, this.splitSelect, r, this.stepPicker.element, i, this.addChart, this.chartControls.element, this.status);
		let o = e("section", "charts"), s = e("section", "exploration");
		s.hidden = !0;
		let c = e("div"), l = e("div", "charts");
		s.append(c, l);
		let u = e("main", "detail"), d = e("section", "samples-pane"), f = e("section", "path-pane"), p = e("div"), m = e("div", "credit"), h = e("div", "curves"), g = e("div", "heatmap-pane");
		this.groupButton = e("button", "view-button group-button"), this.groupButton.hidden = !0, this.groupButton.addEventListener("click", () => void this.showGroup());
		let _ = e("div", "group-view");
		this.historyButton = e("button", "view-button history-button", "Follow this prompt across training"), this.historyButton.hidden = !0, this.historyButton.addEventListener("click", () => void this.showHistory());
		let v = e("div", "history-view"), y = e("div", "view-buttons");
		y.append(this.groupButton, this.historyButton), f.append(p, m, y, h, g, _, v), u.append(d, f), t.append(n, o, s, u), this.charts = new Zi(o, this.store.state.smoothing, (e) => this.selectNearest(e)), this.explorationRoot = s, this.exploration = new Ca(c, (e) => {
			this.store.set({ metric: "entropy" }), this.selectNearest(e);
		}), this.explorationCharts = new Zi(l, 0, (e) => this.selectNearest(e)), this.samples = new qa(d, (e) => void this.selectSample(e), () => void this.loadTexts(), (e) => void this.searchAll(e));
		let b = e("div", "search-results");
		d.append(b), this.search = new Qa(b, (e, t) => void this.selectStep(e, t)), this.path = new Za(p, (e) => this.store.set({ metric: e }), (e) => {
			this.token = e, this.persistView(), this.curves.point(e), this.heatmap.point(e), this.credit.showSources(e);
		}), this.credit = new ia(m, (e) => this.path.focusToken(e)), this.curves = new ca(h, (e) => this.path.focusToken(e)), this.heatmap = new Fa(g, (e) => this.path.focusToken(e)), this.group = new ja(_, (e) => void this.selectSample(e)), this.history = new Ra(v, (e, t) => void this.selectStep(e, t)), this.store.subscribe((e, t) => {
			if (t.has("message") && (this.status.textContent = e.message?.text ?? "", this.status.dataset.kind = e.message?.kind ?? ""), (t.has("step") || t.has("steps")) && (this.stepPicker.show(e.steps, e.step), this.charts.select(e.step), this.explorationCharts.select(e.step), this.exploration.select(e.step)), (t.has("stepDetail") || t.has("sample")) && (this.samples.show(e.stepDetail, e.sample), t.has("stepDetail") && this.samples.wantsTexts() && this.loadTexts()), t.has("trace") || t.has("metric")) {
				this.path.show(e.trace, e.metric), this.curves.show(e.trace), this.heatmap.show(e.trace), t.has("trace") && this.credit.show(e.trace), this.group.clear();
				let n = e.trace && e.stepDetail && e.trace.groupId ? $(e.stepDetail.samples, e.trace.groupId) : [];
				this.groupButton.hidden = n.length < 2, this.groupButton.textContent = `Compare the ${n.length} responses of this group`, this.history.clear(), this.historyButton.hidden = e.trace === null;
			}
			t.has("dark") && (document.documentElement.classList.toggle("dark", e.dark), this.charts.restyle(), this.explorationCharts.restyle(), this.curves.show(e.trace)), t.has("trace") && (this.token = null), [
				"run",
				"split",
				"step",
				"sample",
				"metric",
				"trace"
			].some((e) => t.has(e)) && this.persistView();
		}), document.addEventListener("keydown", (e) => {
			e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || (e.key === "[" && this.moveStep(-1), e.key === "]" && this.moveStep(1), e.key === "j" && this.moveSample(1), e.key === "k" && this.moveSample(-1), e.key === "n" && this.path.nextUncertainToken());
		}), k((e) => {
			e !== this.store.state.dark && this.store.set({ dark: e });
		});
	}
	button(t, n, r) {
		let i = e("button");
		return i.textContent = t, i.title = n, i.setAttribute("aria-label", n), i.addEventListener("click", r), i;
	}
	persistView() {
		let { run: e, split: t, step: n, sample: r, metric: i } = this.store.state;
		e !== null && ae({
			run: e,
			split: t,
			step: n ?? void 0,
			sample: r ?? void 0,
			token: this.token ?? void 0,
			metric: i
		});
	}
	async start() {
		let e = ie();
		e.metric && this.store.set({ metric: e.metric }), this.store.set({ message: {
			kind: "info",
			text: "Loading runs…"
		} });
		try {
			let [t, n] = await Promise.all([C.fields(), C.runs()]);
			if (f(t), this.setRuns(n), ee(() => void this.refresh()), n.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions."
				} });
				return;
			}
			let r = n.find((t) => t.run === e.run);
			await this.selectRun((r ?? n.find((e) => e.splits.length) ?? n[0]).run, r ? e : {});
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: `Cannot list runs: ${io(e)}`
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
				let e = await C.runs();
				this.setRuns(e);
				let { run: t, split: n, step: r } = this.store.state, i = e.find((e) => e.run === t);
				if (t === null || !i) {
					e.length && await this.selectRun((e.find((e) => e.splits.length) ?? e[0]).run);
					return;
				}
				this.fillChartChoices(t, i);
				let a = i.splits.includes(n) ? await C.steps(t, n) : [];
				if (t !== this.store.state.run) return;
				this.store.set({ steps: a }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : ro(i.scalar_tags)), await this.loadExploration(i), r === null && a.length && await this.selectStep(a[a.length - 1].step);
			} catch (e) {
				this.store.set({ message: {
					kind: "error",
					text: `Reload failed: ${io(e)}`
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
			let i = r?.splits.length ? C.steps(e, a) : Promise.resolve([]);
			await Promise.all([this.loadCharts(ro(r?.scalar_tags ?? [])), this.loadExploration(r ?? null)]);
			let o = await i;
			if (n !== this.generation.run) return;
			if (this.store.set({ steps: o }), this.charts.marks(o.map((e) => e.step)), this.explorationCharts.marks(o.map((e) => e.step)), o.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No decision traces in this run: call TraceLogger.log_decisions(step, ...)."
				} });
				return;
			}
			let s = t.step === void 0 ? o[o.length - 1].step : D(o, t.step);
			await this.selectStep(s, t.sample), t.token !== void 0 && n === this.generation.run && this.path.focusToken(t.token);
		} catch (e) {
			n === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: io(e)
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
			let r = await C.steps(t, e);
			if (n !== this.generation.run) return;
			this.store.set({ steps: r }), this.charts.marks(r.map((e) => e.step)), this.explorationCharts.marks(r.map((e) => e.step));
			let i = this.store.state.step, a = i === null ? null : D(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: io(e)
			} });
		}
	}
	async loadExploration(e) {
		if (this.explorationRoot.hidden = !e?.exploration, !e?.exploration) {
			this.path.forkingThreshold = null, this.exploration.show(null);
			return;
		}
		let t = ba.filter((t) => e.scalar_tags.includes(t)), [n, r] = await Promise.all([C.exploration(e.run), this.fetchSeries(t, [e.run])]);
		e.run === this.store.state.run && (this.exploration.show(n), this.path.forkingThreshold = n.forking_threshold, this.explorationCharts.show(r, this.store.state.steps.map((e) => e.step)));
	}
	async loadCharts(e) {
		let t = this.store.state.run;
		if (t === null) return;
		let n = await this.fetchSeries(e, [t, ...this.store.state.compareRuns.filter((e) => e !== t)]);
		t === this.store.state.run && (this.store.set({ chartTags: e }), this.charts.show(n, this.store.state.steps.map((e) => e.step)), this.charts.select(this.store.state.step));
	}
	fetchSeries(e, t) {
		let n = new Map(this.store.state.runs.map((e) => [e.run, new Set(e.scalar_tags)]));
		return Promise.all(e.map(async (e) => ({
			tag: e,
			runs: await Promise.all(t.filter((t, r) => r === 0 || n.get(t)?.has(e)).map(async (t) => ({
				run: t,
				points: await C.scalars(t, e)
			})))
		})));
	}
	async loadTexts() {
		let { run: e, step: t, split: n, stepDetail: r } = this.store.state;
		if (e !== null && t !== null && r) try {
			let i = await C.traces(e, n, r.samples.map((e) => [t, e.sample_index])), a = new Map(i.map((e) => [e.sampleIndex, `${e.promptText}\n${e.responseText || e.tokenText.join("")}`]));
			this.samples.setTexts(t, a);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: io(e)
			} });
		}
	}
	async searchAll(e) {
		let { run: t, split: n } = this.store.state;
		if (t !== null) {
			this.search.loading(e);
			try {
				let r = await C.search(t, n, e);
				t === this.store.state.run && this.search.show(r);
			} catch (e) {
				this.search.clear(), this.store.set({ message: {
					kind: "error",
					text: io(e)
				} });
			}
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i, metric: a } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let o = $(i.samples, r.groupId);
		try {
			let i = await C.traces(e, n, o.map((e) => [t, e.sample_index]));
			if (this.store.state.trace !== r) return;
			this.group.show(r.groupId, i, a);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: io(e)
			} });
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n, stepDetail: r } = this.store.state, i = r?.samples.find((e) => e.sample_index === n?.sampleIndex);
		if (e !== null && n && i) try {
			let r = await C.prompt(e, i.prompt_hash, t), a = La(r, 24), o = await C.traces(e, t, a.map(([e, t]) => [e, t]));
			if (this.store.state.trace !== n) return;
			this.history.show(n.promptText, o, r.length);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: io(e)
			} });
		}
	}
	selectNearest(e) {
		let t = D(this.store.state.steps, e);
		t !== null && this.selectStep(t);
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
			let i = await C.step(n, e, this.store.state.split);
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
				text: io(e)
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
			let i = await C.trace(t, n, e, this.store.state.split);
			if (r !== this.generation.trace) return;
			this.store.set({
				trace: i,
				message: null
			});
		} catch (e) {
			r === this.generation.trace && this.store.set({ message: {
				kind: "error",
				text: io(e)
			} });
		}
	}
}, oo = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light;--chart-axis:#555;--chart-grid:#00000014;--chart-mark:#1976d2b3;--chart-cursor:#1565c0;--run-0:#e65100;--run-1:#0072b2;--run-2:#009e73;--run-3:#cc79a7;--run-4:#56b4e9;--run-5:#d55e00;--run-6:#999;--run-7:#000;--curve-value:#1565c0;--curve-advantage:#e65100;--curve-entropy:#2e7d32;--curve-kl:#6a1b9a}:root.dark{--chart-axis:#bbb;--chart-grid:#ffffff14;--chart-mark:#78b4ffb3;--chart-cursor:#90caf9;--run-0:#ff9e40;--run-1:#56b4e9;--run-2:#33c7a0;--run-3:#e69ad0;--run-4:#9fd3f5;--run-5:#f0a35e;--run-6:#bbb;--run-7:#fff;--curve-value:#90caf9;--curve-advantage:#ffb74d;--curve-entropy:#a5d6a7;--curve-kl:#ce93d8;--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view{margin-top:10px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.forking{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}";
// src/index.ts
function so() {
	let t = e("style");
	t.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + oo, document.head.append(t), new ao(document.body).start();
}
export { so as render };
