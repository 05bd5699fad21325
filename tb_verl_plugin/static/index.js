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
};
// src/dom.ts
function b(e, t, n) {
	let r = document.createElement(e);
	return t && (r.className = t), n !== void 0 && (r.textContent = n), r;
}
// src/state.ts
var x = class {
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
function S() {
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
function C(e, t) {
	if (e.length === 0) return null;
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i].step < t ? n = i + 1 : r = i;
	}
	return n > 0 && Math.abs(e[n - 1].step - t) <= Math.abs(e[n].step - t) ? e[n - 1].step : e[n].step;
}
// src/host.ts
function w() {
	try {
		return window.parent === window ? null : window.parent.document;
	} catch {
		return null;
	}
}
function T(e) {
	let t = w();
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
function E(e) {
	let t = w();
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
var D = "tbv=";
function O(e) {
	let t = e.replace(/^#/, "").split("&").find((e) => e.startsWith(D));
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
function k(e, t) {
	let n = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(D)), r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n != null && r.set(e, String(n));
	let i = r.toString();
	return i && n.push(D + encodeURIComponent(i)), `#${n.join("&")}`;
}
function ee() {
	try {
		return window.parent.location.hash, window.parent;
	} catch {
		return window;
	}
}
function A() {
	return O(ee().location.hash);
}
function te(e) {
	let t = ee(), n = k(t.location.hash, e);
	n !== t.location.hash && t.history.replaceState(t.history.state, "", n);
}
// node_modules/uplot/dist/uPlot.esm.js
var ne = !0, re = "uplot", ie = "u-hz", ae = "u-vt", oe = "u-title", se = "u-wrap", ce = "u-under", le = "u-over", ue = "u-axis", de = "u-off", fe = "u-select", pe = "u-cursor-x", me = "u-cursor-y", he = "u-cursor-pt", ge = "u-legend", _e = "u-live", ve = "u-inline", ye = "u-series", be = "u-marker", xe = "u-label", Se = "u-value", Ce = "width", we = "height", Te = "top", Ee = "bottom", De = "left", Oe = "right", ke = "#000", Ae = "#0000", je = "mousemove", Me = "mousedown", Ne = "mouseup", Pe = "mouseenter", Fe = "mouseleave", Ie = "dblclick", Le = "resize", Re = "scroll", ze = "change", Be = "dppxchange", Ve = "--", j = typeof window < "u", He = j ? document : null, Ue = j ? window : null, M = j ? navigator : null, N, We;
function Ge() {
	let e = devicePixelRatio;
	N != e && (N = e, We && at(ze, We, Ge), We = matchMedia(`(min-resolution: ${N - .001}dppx) and (max-resolution: ${N + .001}dppx)`), it(ze, We, Ge), Ue.dispatchEvent(new CustomEvent(Be)));
}
function Ke(e, t) {
	if (t != null) {
		let n = e.classList;
		!n.contains(t) && n.add(t);
	}
}
function qe(e, t) {
	let n = e.classList;
	n.contains(t) && n.remove(t);
}
function P(e, t, n) {
	e.style[t] = n + "px";
}
function Je(e, t, n, r) {
	let i = He.createElement(e);
	return t != null && Ke(i, t), n?.insertBefore(i, r), i;
}
function Ye(e, t) {
	return Je("div", e, t);
}
var Xe = /* @__PURE__ */ new WeakMap();
function Ze(e, t, n, r, i) {
	let a = "translate(" + t + "px," + n + "px)";
	a != Xe.get(e) && (e.style.transform = a, Xe.set(e, a), t < 0 || n < 0 || t > r || n > i ? Ke(e, de) : qe(e, de));
}
var Qe = /* @__PURE__ */ new WeakMap();
function $e(e, t, n) {
	let r = t + n;
	r != Qe.get(e) && (Qe.set(e, r), e.style.background = t, e.style.borderColor = n);
}
var et = /* @__PURE__ */ new WeakMap();
function tt(e, t, n, r) {
	let i = t + "" + n;
	i != et.get(e) && (et.set(e, i), e.style.height = n + "px", e.style.width = t + "px", e.style.marginLeft = r ? -t / 2 + "px" : 0, e.style.marginTop = r ? -n / 2 + "px" : 0);
}
var nt = { passive: !0 }, rt = {
	...nt,
	capture: !0
};
function it(e, t, n, r) {
	t.addEventListener(e, n, r ? rt : nt);
}
function at(e, t, n, r) {
	t.removeEventListener(e, n, nt);
}
j && Ge();
function ot(e, t, n, r) {
	let i;
	n ||= 0, r ||= t.length - 1;
	let a = r <= 2147483647;
	for (; r - n > 1;) i = a ? n + r >> 1 : Et((n + r) / 2), t[i] < e ? n = i : r = i;
	return e - t[n] <= t[r] - e ? n : r;
}
function st(e) {
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
var ct = (e) => e != null, lt = (e) => e != null && e > 0, ut = st(ct), dt = st(lt);
function ft(e, t, n, r = 0, i = !1) {
	let a = i ? dt : ut, o = i ? lt : ct;
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
function pt(e, t, n, r) {
	let i = Mt(e), a = Mt(t);
	e == t && (i == -1 ? (e *= n, t /= n) : (e /= n, t *= n));
	let o = n == 10 ? Nt : L, s = i == 1 ? Et : Ot, c = a == 1 ? Ot : Et, l = s(o(I(e))), u = c(o(I(t))), d = jt(n, l), f = jt(n, u);
	return n == 10 && (l < 0 && (d = V(d, -l)), u < 0 && (f = V(f, -u))), r || n == 2 ? (e = d * i, t = f * a) : (e = Jt(e, d), t = qt(t, f)), [e, t];
}
function mt(e, t, n, r) {
	let i = pt(e, t, n, r);
	return e == 0 && (i[0] = 0), t == 0 && (i[1] = 0), i;
}
var ht = .1, gt = {
	mode: 3,
	pad: ht
}, _t = {
	pad: 0,
	soft: null,
	mode: 0
}, vt = {
	min: _t,
	max: _t
};
function yt(e, t, n, r) {
	return on(n) ? xt(e, t, n) : (_t.pad = n, _t.soft = r ? 0 : null, _t.mode = r ? 3 : 0, xt(e, t, vt));
}
function F(e, t) {
	return e ?? t;
}
function bt(e, t, n) {
	for (t = F(t, 0), n = F(n, e.length - 1); t <= n;) {
		if (e[t] != null) return !0;
		t++;
	}
	return !1;
}
function xt(e, t, n) {
	let r = n.min, i = n.max, a = F(r.pad, 0), o = F(i.pad, 0), s = F(r.hard, -R), c = F(i.hard, R), l = F(r.soft, R), u = F(i.soft, -R), d = F(r.mode, 0), f = F(i.mode, 0), p = t - e, m = Nt(p), h = At(I(e), I(t)), g = I(Nt(h) - m);
	(p < 1e-24 || g > 10) && (p = 0, (e == 0 || t == 0) && (p = 1e-24, d == 2 && l != R && (a = 0), f == 2 && u != -R && (o = 0)));
	let _ = p || h || 1e3, v = jt(10, Et(Nt(_))), y = V(Jt(e - _ * (p == 0 ? e == 0 ? .1 : 1 : a), v / 10), 24), b = e >= l && (d == 1 || d == 3 && y <= l || d == 2 && y >= l) ? l : R, x = At(s, y < b && e >= b ? b : kt(b, y)), S = V(qt(t + _ * (p == 0 ? t == 0 ? .1 : 1 : o), v / 10), 24), C = t <= u && (f == 1 || f == 3 && S >= u || f == 2 && S <= u) ? u : -R, w = kt(c, S > C && t <= C ? C : At(C, S));
	return x == w && x == 0 && (w = 100), [x, w];
}
var St = new Intl.NumberFormat(j ? M.language : "en-US"), Ct = (e) => St.format(e), wt = Math, Tt = wt.PI, I = wt.abs, Et = wt.floor, Dt = wt.round, Ot = wt.ceil, kt = wt.min, At = wt.max, jt = wt.pow, Mt = wt.sign, Nt = wt.log10, L = wt.log2, Pt = (e, t = 1) => wt.sinh(e) * t, Ft = (e, t = 1) => wt.asinh(e / t), R = Infinity;
function z(e) {
	return (Nt((e ^ e >> 31) - (e >> 31)) | 0) + 1;
}
function It(e, t, n) {
	return kt(At(e, t), n);
}
function Lt(e) {
	return typeof e == "function";
}
function B(e) {
	return Lt(e) ? e : () => e;
}
var Rt = () => {}, zt = (e) => e, Bt = (e, t) => t, Vt = (e) => null, Ht = (e) => !0, Ut = (e, t) => e == t, Wt = /\.\d*?(?=9{6,}|0{6,})/gm, Gt = (e) => {
	if (nn(e) || Yt.has(e)) return e;
	let t = `${e}`, n = t.match(Wt);
	if (n == null) return e;
	let r = n[0].length - 1;
	if (t.indexOf("e-") != -1) {
		let [e, n] = t.split("e");
		return +`${Gt(e)}e${n}`;
	}
	return V(e, r);
};
function Kt(e, t) {
	return Gt(V(Gt(e / t)) * t);
}
function qt(e, t) {
	return Gt(Ot(Gt(e / t)) * t);
}
function Jt(e, t) {
	return Gt(Et(Gt(e / t)) * t);
}
function V(e, t = 0) {
	if (nn(e)) return e;
	let n = 10 ** t;
	return Dt(e * n * (1 + 2 ** -52)) / n;
}
var Yt = /* @__PURE__ */ new Map();
function Xt(e) {
	return (("" + e).split(".")[1] || "").length;
}
function Zt(e, t, n, r) {
	let i = [], a = r.map(Xt);
	for (let o = t; o < n; o++) {
		let t = I(o), n = V(jt(e, o), t);
		for (let s = 0; s < r.length; s++) {
			let c = e == 10 ? +`${r[s]}e${o}` : r[s] * n, l = (o >= 0 ? 0 : t) + (o >= a[s] ? 0 : a[s]), u = e == 10 ? c : V(c, l);
			i.push(u), Yt.set(u, l);
		}
	}
	return i;
}
var Qt = {}, $t = [], en = [null, null], tn = Array.isArray, nn = Number.isInteger, rn = (e) => e === void 0;
function an(e) {
	return typeof e == "string";
}
function on(e) {
	let t = !1;
	if (e != null) {
		let n = e.constructor;
		t = n == null || n == Object;
	}
	return t;
}
function sn(e) {
	return typeof e == "object" && !!e;
}
var cn = Object.getPrototypeOf(Uint8Array), ln = "__proto__";
function un(e, t = on) {
	let n;
	if (tn(e)) {
		let r = e.find((e) => e != null);
		if (tn(r) || t(r)) {
			n = Array(e.length);
			for (let r = 0; r < e.length; r++) n[r] = un(e[r], t);
		} else n = e.slice();
	} else if (e instanceof cn) n = e.slice();
	else if (t(e)) {
		n = {};
		for (let r in e) r != ln && (n[r] = un(e[r], t));
	} else n = e;
	return n;
}
function H(e) {
	let t = arguments;
	for (let n = 1; n < t.length; n++) {
		let r = t[n];
		for (let t in r) t != ln && (on(e[t]) ? H(e[t], un(r[t])) : e[t] = un(r[t]));
	}
	return e;
}
var dn = 0, fn = 1, pn = 2;
function mn(e, t, n) {
	for (let r = 0, i, a = -1; r < t.length; r++) {
		let o = t[r];
		if (o > a) {
			for (i = o - 1; i >= 0 && e[i] == null;) e[i--] = null;
			for (i = o + 1; i < n && e[i] == null;) e[a = i++] = null;
		}
	}
}
function hn(e, t) {
	if (vn(e)) {
		let t = e[0].slice();
		for (let n = 1; n < e.length; n++) t.push(...e[n].slice(1));
		return yn(t[0]) || (t = _n(t)), t;
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
			let c = o[e], l = Array(i).fill(void 0), u = t ? t[n][e] : fn, d = [];
			for (let e = 0; e < c.length; e++) {
				let t = c[e], n = a.get(s[e]);
				t === null ? u != dn && (l[n] = t, u == pn && d.push(n)) : l[n] = t;
			}
			mn(l, d, i), r.push(l);
		}
	}
	return r;
}
var gn = typeof queueMicrotask > "u" ? (e) => Promise.resolve().then(e) : queueMicrotask;
function _n(e) {
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
function vn(e) {
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
function yn(e, t = 100) {
	let n = e.length;
	if (n <= 1) return !0;
	let r = 0, i = n - 1;
	for (; r <= i && e[r] == null;) r++;
	for (; i >= r && e[i] == null;) i--;
	if (i <= r) return !0;
	let a = At(1, Et((i - r + 1) / t));
	for (let t = e[r], n = r + a; n <= i; n += a) {
		let r = e[n];
		if (r != null) {
			if (r <= t) return !1;
			t = r;
		}
	}
	return !0;
}
var bn = [
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
], xn = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
function Sn(e) {
	return e.slice(0, 3);
}
var Cn = xn.map(Sn), wn = {
	MMMM: bn,
	MMM: bn.map(Sn),
	WWWW: xn,
	WWW: Cn
};
function U(e) {
	return (e < 10 ? "0" : "") + e;
}
function Tn(e) {
	return (e < 10 ? "00" : e < 100 ? "0" : "") + e;
}
var En = {
	YYYY: (e) => e.getFullYear(),
	YY: (e) => (e.getFullYear() + "").slice(2),
	MMMM: (e, t) => t.MMMM[e.getMonth()],
	MMM: (e, t) => t.MMM[e.getMonth()],
	MM: (e) => U(e.getMonth() + 1),
	M: (e) => e.getMonth() + 1,
	DD: (e) => U(e.getDate()),
	D: (e) => e.getDate(),
	WWWW: (e, t) => t.WWWW[e.getDay()],
	WWW: (e, t) => t.WWW[e.getDay()],
	HH: (e) => U(e.getHours()),
	H: (e) => e.getHours(),
	h: (e) => {
		let t = e.getHours();
		return t == 0 ? 12 : t > 12 ? t - 12 : t;
	},
	AA: (e) => e.getHours() >= 12 ? "PM" : "AM",
	aa: (e) => e.getHours() >= 12 ? "pm" : "am",
	a: (e) => e.getHours() >= 12 ? "p" : "a",
	mm: (e) => U(e.getMinutes()),
	m: (e) => e.getMinutes(),
	ss: (e) => U(e.getSeconds()),
	s: (e) => e.getSeconds(),
	fff: (e) => Tn(e.getMilliseconds())
};
function Dn(e, t) {
	t ||= wn;
	let n = [], r = /\{([a-z]+)\}|[^{]+/gi, i;
	for (; i = r.exec(e);) n.push(i[0][0] == "{" ? En[i[1]] : i[0]);
	return (e) => {
		let r = "";
		for (let i = 0; i < n.length; i++) r += typeof n[i] == "string" ? n[i] : n[i](e, t);
		return r;
	};
}
var On = new Intl.DateTimeFormat().resolvedOptions().timeZone;
function kn(e, t) {
	let n;
	return t == "UTC" || t == "Etc/UTC" ? n = /* @__PURE__ */ new Date(+e + e.getTimezoneOffset() * 6e4) : t == On ? n = e : (n = new Date(e.toLocaleString("en-US", { timeZone: t })), n.setMilliseconds(e.getMilliseconds())), n;
}
var An = (e) => e % 1 == 0, jn = [
	1,
	2,
	2.5,
	5
], Mn = Zt(10, -32, 0, jn), Nn = Zt(10, 0, 32, jn), Pn = Nn.filter(An), Fn = Mn.concat(Nn), In = "\n", Ln = "{YYYY}", Rn = In + Ln, zn = "{M}/{D}", Bn = In + zn, Vn = Bn + "/{YY}", Hn = "{aa}", W = "{h}:{mm}" + Hn, G = In + W, K = ":{ss}", q = null;
function Un(e) {
	let t = e * 1e3, n = t * 60, r = n * 60, i = r * 24, a = i * 30, o = i * 365, s = (e == 1 ? Zt(10, 0, 3, jn).filter(An) : Zt(10, -3, 0, jn)).concat([
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
			Ln,
			q,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			i * 28,
			"{MMM}",
			Rn,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			i,
			zn,
			Rn,
			q,
			q,
			q,
			q,
			q,
			1
		],
		[
			r,
			"{h}" + Hn,
			Vn,
			q,
			Bn,
			q,
			q,
			q,
			1
		],
		[
			n,
			W,
			Vn,
			q,
			Bn,
			q,
			q,
			q,
			1
		],
		[
			t,
			K,
			Vn + " " + W,
			q,
			Bn + " " + W,
			q,
			G,
			q,
			1
		],
		[
			e,
			K + ".{fff}",
			Vn + " " + W,
			q,
			Bn + " " + W,
			q,
			G,
			q,
			1
		]
	];
	function l(t) {
		return (s, c, l, u, d, f) => {
			let p = [], m = d >= o, h = d >= a && d < o, g = t(l), _ = V(g * e, 3), v = $n(g.getFullYear(), m ? 0 : g.getMonth(), h || m ? 1 : g.getDate()), y = V(v * e, 3);
			if (h || m) {
				let n = h ? d / a : 0, r = m ? d / o : 0, i = _ == y ? _ : V($n(v.getFullYear() + r, v.getMonth() + n, 1) * e, 3), s = new Date(Dt(i / e)), c = s.getFullYear(), l = s.getMonth();
				for (let a = 0; i <= u; a++) {
					let o = $n(c + r * a, l + n * a, 1), s = o - t(V(o * e, 3));
					i = V((+o + s) * e, 3), i <= u && p.push(i);
				}
			} else {
				let a = d >= i ? i : d, o = y + (Et(l) - Et(_)) + qt(_ - y, a);
				p.push(o);
				let m = t(o), h = m.getHours() + m.getMinutes() / n + m.getSeconds() / r, g = d / r, v = f / s.axes[c]._space;
				for (; o = V(o + d, e == 1 ? 0 : 3), !(o > u);) if (g > 1) {
					let e = Et(V(h + g, 6)) % 24, n = t(o).getHours() - e;
					n > 1 && (n = -1), o -= n * r, h = (h + g) % 24;
					let i = p[p.length - 1];
					V((o - i) / d, 3) * v >= .7 && p.push(o);
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
var [Wn, Gn, Kn] = Un(1), [qn, Jn, Yn] = Un(.001);
Zt(2, -53, 53, [1]);
function Xn(e, t) {
	return e.map((e) => e.map((n, r) => r == 0 || r == 8 || n == null ? n : t(r == 1 || e[8] == 0 ? n : e[1] + n)));
}
function Zn(e, t) {
	return (n, r, i, a, o) => {
		let s = t.find((e) => o >= e[0]) || t[t.length - 1], c, l, u, d, f, p;
		return r.map((t) => {
			let n = e(t), r = n.getFullYear(), i = n.getMonth(), a = n.getDate(), o = n.getHours(), m = n.getMinutes(), h = n.getSeconds(), g = r != c && s[2] || i != l && s[3] || a != u && s[4] || o != d && s[5] || m != f && s[6] || h != p && s[7] || s[1];
			return c = r, l = i, u = a, d = o, f = m, p = h, g(n);
		});
	};
}
function Qn(e, t) {
	let n = Dn(t);
	return (t, r, i, a, o) => r.map((t) => n(e(t)));
}
function $n(e, t, n) {
	return new Date(e, t, n);
}
function er(e, t) {
	return t(e);
}
var tr = "{YYYY}-{MM}-{DD} {h}:{mm}{aa}";
function nr(e, t) {
	return (n, r, i, a) => a == null ? Ve : t(e(r));
}
function rr(e, t) {
	let n = e.series[t];
	return n.width ? n.stroke(e, t) : n.points.width ? n.points.stroke(e, t) : null;
}
function ir(e, t) {
	return e.series[t].fill(e, t);
}
var ar = {
	show: !0,
	live: !0,
	isolate: !1,
	mount: Rt,
	markers: {
		show: !0,
		width: 2,
		stroke: rr,
		fill: ir,
		dash: "solid"
	},
	idx: null,
	idxs: null,
	values: []
};
function or(e, t) {
	let n = e.cursor.points, r = Ye(), i = n.size(e, t);
	P(r, Ce, i), P(r, we, i);
	let a = i / -2;
	P(r, "marginLeft", a), P(r, "marginTop", a);
	let o = n.width(e, t, i);
	return o && P(r, "borderWidth", o), r;
}
function sr(e, t) {
	let n = e.series[t].points;
	return n._fill || n._stroke;
}
function cr(e, t) {
	let n = e.series[t].points;
	return n._stroke || n._fill;
}
function lr(e, t) {
	return e.series[t].points.size;
}
var ur = [0, 0];
function dr(e, t, n) {
	return ur[0] = t, ur[1] = n, ur;
}
function fr(e, t, n, r = !0) {
	return (e) => {
		e.button != 0 || r && e.target != t || n(e);
	};
}
function pr(e, t, n, r = !0) {
	return (e) => {
		r && e.target != t || n(e);
	};
}
var mr = {
	show: !0,
	x: !0,
	y: !0,
	lock: !1,
	move: dr,
	points: {
		one: !1,
		show: or,
		size: lr,
		width: 0,
		stroke: cr,
		fill: sr
	},
	bind: {
		mousedown: fr,
		mouseup: fr,
		click: fr,
		dblclick: fr,
		mousemove: pr,
		mouseleave: pr,
		mouseenter: pr
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
}, hr = {
	show: !0,
	stroke: "rgba(0,0,0,0.07)",
	width: 2
}, gr = H({}, hr, { filter: Bt }), _r = H({}, gr, { size: 10 }), vr = H({}, hr, { show: !1 }), yr = "12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"", br = "bold " + yr, xr = 1.5, Sr = {
	show: !0,
	scale: "x",
	stroke: ke,
	space: 50,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: br,
	side: 2,
	grid: gr,
	ticks: _r,
	border: vr,
	font: yr,
	lineGap: xr,
	rotate: 0
}, Cr = "Value", wr = "Time", Tr = {
	show: !0,
	scale: "x",
	auto: !1,
	sorted: 1,
	min: R,
	max: -Infinity,
	idxs: []
};
function Er(e, t, n, r, i) {
	return t.map((e) => e == null ? "" : Ct(e));
}
function Dr(e, t, n, r, i, a, o) {
	let s = [], c = Yt.get(i) || 0;
	n = o ? n : V(qt(n, i), c);
	for (let e = n; e <= r; e = V(e + i, c)) s.push(Object.is(e, -0) ? 0 : e);
	return s;
}
function Or(e, t, n, r, i, a, o) {
	let s = [], c = e.scales[e.axes[t].scale].log;
	i = jt(c, Et((c == 10 ? Nt : L)(n))), c == 10 && (i = Fn[ot(i, Fn)]);
	let l = n, u = i * c;
	c == 10 && (u = Fn[ot(u, Fn)]);
	do
		s.push(l), l += i, c == 10 && !Yt.has(l) && (l = V(l, Yt.get(i))), l >= u && (i = l, u = i * c, c == 10 && (u = Fn[ot(u, Fn)]));
	while (l <= r);
	return s;
}
function kr(e, t, n, r, i, a, o) {
	let s = e.scales[e.axes[t].scale].asinh, c = r > s ? Or(e, t, At(s, n), r, i) : [s], l = r >= 0 && n <= 0 ? [0] : [];
	return (n < -s ? Or(e, t, At(s, -r), -n, i) : [s]).reverse().map((e) => -e).concat(l, c);
}
var Ar = /./, jr = /[12357]/, Mr = /[125]/, Nr = /1/, Pr = (e, t, n, r) => e.map((e, i) => t == 4 && e == 0 || i % r == 0 && n.test(e.toExponential()[+(e < 0)]) ? e : null);
function Fr(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = e.scales[o], c = e.valToPos, l = a._space, u = c(10, o), d = c(9, o) - u >= l ? Ar : c(7, o) - u >= l ? jr : c(5, o) - u >= l ? Mr : Nr;
	if (d == Nr) {
		let e = I(c(1, o) - u);
		if (e < l) return Pr(t.slice().reverse(), s.distr, d, Ot(l / e)).reverse();
	}
	return Pr(t, s.distr, d, 1);
}
function Ir(e, t, n, r, i) {
	let a = e.axes[n], o = a.scale, s = a._space, c = e.valToPos, l = I(c(1, o) - c(2, o));
	return l < s ? Pr(t.slice().reverse(), 3, Ar, Ot(s / l)).reverse() : t;
}
function Lr(e, t, n, r) {
	return r == null ? Ve : t == null ? "" : Ct(t);
}
var Rr = {
	show: !0,
	scale: "y",
	stroke: ke,
	space: 30,
	gap: 5,
	alignTo: 1,
	size: 50,
	labelGap: 0,
	labelSize: 30,
	labelFont: br,
	side: 3,
	grid: gr,
	ticks: _r,
	border: vr,
	font: yr,
	lineGap: xr,
	rotate: 0
};
function zr(e, t) {
	return V((3 + (e || 1) * 2) * t, 3);
}
function Br(e, t) {
	let { scale: n, idxs: r } = e.series[0], i = e._data[0], a = e.valToPos(i[r[0]], n, !0), o = I(e.valToPos(i[r[1]], n, !0) - a) / (e.series[t].points.space * N);
	return r[1] - r[0] <= o;
}
var Vr = {
	scale: null,
	auto: !0,
	sorted: 0,
	min: R,
	max: -Infinity
}, Hr = (e, t, n, r, i) => i, Ur = {
	show: !0,
	auto: !0,
	sorted: 0,
	gaps: Hr,
	alpha: 1,
	facets: [H({}, Vr, { scale: "x" }), H({}, Vr, { scale: "y" })]
}, Wr = {
	scale: "y",
	auto: !0,
	sorted: 0,
	show: !0,
	spanGaps: !1,
	gaps: Hr,
	alpha: 1,
	points: {
		show: Br,
		filter: null
	},
	values: null,
	min: R,
	max: -Infinity,
	idxs: [],
	path: null,
	clip: null
};
function Gr(e, t, n, r, i) {
	return n / 10;
}
var Kr = {
	time: ne,
	auto: !0,
	distr: 1,
	log: 10,
	asinh: 1,
	min: null,
	max: null,
	dir: 1,
	ori: 0
}, qr = H({}, Kr, {
	time: !1,
	ori: 1
}), Jr = {};
function Yr(e, t) {
	let n = Jr[e];
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
	}, e != null && (Jr[e] = n)), n;
}
var Xr = 1, Zr = 2;
function Qr(e, t, n) {
	let r = e.mode, i = e.series[t], a = r == 2 ? e._data[t] : e._data, o = e.scales, s = e.bbox, c = a[0], l = r == 2 ? a[1] : a[t], u = r == 2 ? o[i.facets[0].scale] : o[e.series[0].scale], d = r == 2 ? o[i.facets[1].scale] : o[i.scale], f = s.left, p = s.top, m = s.width, h = s.height, g = e.valToPosH, _ = e.valToPosV;
	return u.ori == 0 ? n(i, c, l, u, d, g, _, f, p, m, h, si, li, di, pi, hi) : n(i, c, l, u, d, _, g, p, f, h, m, ci, ui, fi, mi, gi);
}
function $r(e, t) {
	let n = 0, r = 0, i = F(e.bands, $t);
	for (let e = 0; e < i.length; e++) {
		let a = i[e];
		a.series[0] == t ? n = a.dir : a.series[1] == t && (a.dir == 1 ? r |= 1 : r |= 2);
	}
	return [n, r == 1 ? -1 : r == 2 ? 1 : r == 3 ? 2 : 0];
}
function ei(e, t, n, r, i) {
	let a = e.mode, o = e.series[t], s = a == 2 ? o.facets[1].scale : o.scale, c = e.scales[s];
	return i == -1 ? c.min : i == 1 ? c.max : c.distr == 3 ? c.dir == 1 ? c.min : c.max : 0;
}
function ti(e, t, n, r, i, a) {
	return Qr(e, t, (e, t, o, s, c, l, u, d, f, p, m) => {
		let h = e.pxRound, g = s.dir * (s.ori == 0 ? 1 : -1), _ = s.ori == 0 ? li : ui, v, y;
		g == 1 ? (v = n, y = r) : (v = r, y = n);
		let b = h(l(t[v], s, p, d)), x = h(u(o[v], c, m, f)), S = h(l(t[y], s, p, d)), C = h(u(a == 1 ? c.max : c.min, c, m, f)), w = new Path2D(i);
		return _(w, S, C), _(w, b, C), _(w, b, x), w;
	});
}
function ni(e, t, n, r, i, a) {
	let o = null;
	if (e.length > 0) {
		o = new Path2D();
		let s = t == 0 ? di : fi, c = n;
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
function ri(e, t, n) {
	let r = e[e.length - 1];
	r && r[0] == t ? r[1] = n : e.push([t, n]);
}
function ii(e, t, n, r, i, a, o) {
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
function ai(e) {
	return e == 0 ? zt : e == 1 ? Dt : (t) => Kt(t, e);
}
function oi(e) {
	let t = e == 0 ? si : ci, n = e == 0 ? (e, t, n, r, i, a) => {
		e.arcTo(t, n, r, i, a);
	} : (e, t, n, r, i, a) => {
		e.arcTo(n, t, i, r, a);
	}, r = e == 0 ? (e, t, n, r, i) => {
		e.rect(t, n, r, i);
	} : (e, t, n, r, i) => {
		e.rect(n, t, i, r);
	};
	return (e, i, a, o, s, c = 0, l = 0) => {
		c == 0 && l == 0 ? r(e, i, a, o, s) : (c = kt(c, o / 2, s / 2), l = kt(l, o / 2, s / 2), t(e, i + c, a), n(e, i + o, a, i + o, a + s, c), n(e, i + o, a + s, i, a + s, l), n(e, i, a + s, i, a, l), n(e, i, a, i + o, a, c), e.closePath());
	};
}
var si = (e, t, n) => {
	e.moveTo(t, n);
}, ci = (e, t, n) => {
	e.moveTo(n, t);
}, li = (e, t, n) => {
	e.lineTo(t, n);
}, ui = (e, t, n) => {
	e.lineTo(n, t);
}, di = oi(0), fi = oi(1), pi = (e, t, n, r, i, a) => {
	e.arc(t, n, r, i, a);
}, mi = (e, t, n, r, i, a) => {
	e.arc(n, t, r, i, a);
}, hi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(t, n, r, i, a, o);
}, gi = (e, t, n, r, i, a, o) => {
	e.bezierCurveTo(n, t, i, r, o, a);
};
function _i(e) {
	return (e, t, n, r, i) => Qr(e, t, (t, a, o, s, c, l, u, d, f, p, m) => {
		let { pxRound: h, points: g } = t, _, v;
		s.ori == 0 ? (_ = si, v = pi) : (_ = ci, v = mi);
		let y = V(g.width * N, 3), b = (g.size - g.width) / 2 * N, x = V(b * 2, 3), S = new Path2D(), C = new Path2D(), { left: w, top: T, width: E, height: D } = e.bbox;
		di(C, w - x, T - x, E + x * 2, D + x * 2);
		let O = (e) => {
			if (o[e] != null) {
				let t = h(l(a[e], s, p, d)), n = h(u(o[e], c, m, f));
				_(S, t + b, n), v(S, t, n, b, 0, Tt * 2);
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
function vi(e) {
	return (t, n, r, i, a, o) => {
		r != i && (a != r && o != r && e(t, n, r), a != i && o != i && e(t, n, i), e(t, n, o));
	};
}
var yi = vi(li), bi = vi(ui);
function xi(e) {
	let t = F(e?.alignGaps, 0);
	return (e, n, r, i) => Qr(e, n, (a, o, s, c, l, u, d, f, p, m, h) => {
		[r, i] = ut(s, r, i);
		let g = a.pxRound, _ = (e) => g(u(e, c, m, f)), v = (e) => g(d(e, l, h, p)), y, b;
		c.ori == 0 ? (y = li, b = yi) : (y = ui, b = bi);
		let x = c.dir * (c.ori == 0 ? 1 : -1), S = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Xr
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
		let [T, E] = $r(e, n);
		if (a.fill != null || T != 0) {
			let t = S.fill = new Path2D(C), s = v(a.fillTo(e, n, a.min, a.max, T)), c = _(o[r]), l = _(o[i]);
			x == -1 && ([l, c] = [c, l]), y(t, l, s), y(t, c, s);
		}
		if (!a.spanGaps) {
			let l = [];
			w && l.push(...ii(o, s, r, i, x, _, t)), S.gaps = l = a.gaps(e, n, r, i, l), S.clip = ni(l, c.ori, f, p, m, h);
		}
		return E != 0 && (S.band = E == 2 ? [ti(e, n, r, i, C, -1), ti(e, n, r, i, C, 1)] : ti(e, n, r, i, C, E)), S;
	});
}
function Si(e) {
	let t = F(e.align, 1), n = F(e.ascDesc, !1), r = F(e.alignGaps, 0), i = F(e.extend, !1);
	return (e, a, o, s) => Qr(e, a, (c, l, u, d, f, p, m, h, g, _, v) => {
		[o, s] = ut(u, o, s);
		let y = c.pxRound, { left: b, width: x } = e.bbox, S = (e) => y(p(e, d, _, h)), C = (e) => y(m(e, f, v, g)), w = d.ori == 0 ? li : ui, T = {
			stroke: new Path2D(),
			fill: null,
			clip: null,
			band: null,
			gaps: null,
			flags: Xr
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
		let [ne, re] = $r(e, a);
		if (c.fill != null || ne != 0) {
			let t = T.fill = new Path2D(E), n = C(c.fillTo(e, a, c.min, c.max, ne));
			w(t, te, n), w(t, A, n);
		}
		if (!c.spanGaps) {
			let i = [];
			i.push(...ii(l, u, o, s, D, S, r));
			let f = c.width * N / 2, p = n || t == 1 ? f : -f, m = n || t == -1 ? -f : f;
			i.forEach((e) => {
				e[0] += p, e[1] += m;
			}), T.gaps = i = c.gaps(e, a, o, s, i), T.clip = ni(i, d.ori, h, g, _, v);
		}
		return re != 0 && (T.band = re == 2 ? [ti(e, a, o, s, E, -1), ti(e, a, o, s, E, 1)] : ti(e, a, o, s, E, re)), T;
	});
}
function J(e, t, n, r, i, a, o = R) {
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
function Y(e) {
	e ||= Qt;
	let t = F(e.size, [
		.6,
		R,
		1
	]), n = e.align || 0, r = e.gap || 0, i = e.radius;
	i = i == null ? [0, 0] : typeof i == "number" ? [i, 0] : i;
	let a = B(i), o = 1 - t[0], s = F(t[1], R), c = F(t[2], 1), l = F(e.disp, Qt), u = F(e.each, (e) => {}), { fill: d, stroke: f } = l;
	return (e, t, i, p) => Qr(e, t, (m, h, g, _, v, y, b, x, S, C, w) => {
		let T = m.pxRound, E = n, D = r * N, O = s * N, k = c * N, ee, A;
		_.ori == 0 ? [ee, A] = a(e, t) : [A, ee] = a(e, t);
		let te = _.dir * (_.ori == 0 ? 1 : -1), ne = _.ori == 0 ? di : fi, re = _.ori == 0 ? u : (e, t, n, r, i, a, o) => {
			u(e, t, n, i, r, o, a);
		}, ie = F(e.bands, $t).find((e) => e.series[0] == t), ae = ie == null ? 0 : ie.dir, oe = m.fillTo(e, t, m.min, m.max, ae), se = T(b(oe, v, w, S)), ce, le, ue, de = C, fe = T(m.width * N), pe = !1, me = null, he = null, ge = null, _e = null;
		d != null && (fe == 0 || f != null) && (pe = !0, me = d.values(e, t, i, p), he = /* @__PURE__ */ new Map(), new Set(me).forEach((e) => {
			e != null && he.set(e, new Path2D());
		}), fe > 0 && (ge = f.values(e, t, i, p), _e = /* @__PURE__ */ new Map(), new Set(ge).forEach((e) => {
			e != null && _e.set(e, new Path2D());
		})));
		let { x0: ve, size: ye } = l;
		if (ve != null && ye != null) {
			E = 1, h = ve.values(e, t, i, p), ve.unit == 2 && (h = h.map((t) => e.posToVal(x + t * C, _.key, !0)));
			let n = ye.values(e, t, i, p);
			le = ye.unit == 2 ? n[0] * C : y(n[0], _, C, x) - y(0, _, C, x), de = J(h, g, y, _, C, x, de), ue = de - le + D;
		} else de = J(h, g, y, _, C, x, de), ue = de * o + D, le = de - ue;
		ue < 1 && (ue = 0), fe >= le / 2 && (fe = 0), ue < 5 && (T = zt);
		let be = ue > 0, xe = de - ue - (be ? fe : 0);
		le = T(It(xe, k, O)), ce = (E == 0 ? le / 2 : E == te ? 0 : le) - E * te * ((E == 0 ? D / 2 : 0) + (be ? fe / 2 : 0));
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
			let i = y(_.distr != 2 || l != null ? h[n] : n, _, C, x), a = b(F(r, oe), v, w, S), o = T(i - ce), s = T(At(a, se)), c = T(kt(a, se)), u = s - c;
			if (r != null) {
				let i = r < 0 ? Ee : Te, a = r < 0 ? Te : Ee;
				pe ? (fe > 0 && ge[n] != null && ne(_e.get(ge[n]), o, c + Et(fe / 2), le, At(0, u - fe), i, a), me[n] != null && ne(he.get(me[n]), o, c + Et(fe / 2), le, At(0, u - fe), i, a)) : ne(Ce, o, c + Et(fe / 2), le, At(0, u - fe), i, a), re(e, t, n, o - fe / 2, c, le + fe, u);
			}
		}
		return fe > 0 ? Se.stroke = pe ? _e : Ce : pe || (Se._fill = m.width == 0 ? m._fill : m._stroke ?? m._fill, Se.width = 0), Se.fill = pe ? he : Ce, Se;
	});
}
function Ci(e, t) {
	let n = F(t?.alignGaps, 0);
	return (t, r, i, a) => Qr(t, r, (o, s, c, l, u, d, f, p, m, h, g) => {
		[i, a] = ut(c, i, a);
		let _ = o.pxRound, v = (e) => _(d(e, l, h, p)), y = (e) => _(f(e, u, g, m)), b, x, S;
		l.ori == 0 ? (b = si, S = li, x = hi) : (b = ci, S = ui, x = gi);
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
			flags: Xr
		}, k = O.stroke, [ee, A] = $r(t, r);
		if (o.fill != null || ee != 0) {
			let e = O.fill = new Path2D(k), n = y(o.fillTo(t, r, o.min, o.max, ee));
			S(e, T, n), S(e, w, n);
		}
		if (!o.spanGaps) {
			let e = [];
			e.push(...ii(s, c, i, a, C, v, n)), O.gaps = e = o.gaps(t, r, i, a, e), O.clip = ni(e, l.ori, p, m, h, g);
		}
		return A != 0 && (O.band = A == 2 ? [ti(t, r, i, a, k, -1), ti(t, r, i, a, k, 1)] : ti(t, r, i, a, k, A)), O;
	});
}
function wi(e) {
	return Ci(Ti, e);
}
function Ti(e, t, n, r, i, a) {
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
var Ei = /* @__PURE__ */ new Set();
function X() {
	for (let e of Ei) e.syncRect(!0);
}
j && (it(Le, Ue, X), it(Re, Ue, X, !0), it(Be, Ue, () => {
	Z.pxRatio = N;
}));
var Di = xi(), Oi = _i();
function ki(e, t, n, r) {
	return (r ? [e[0], e[1]].concat(e.slice(2)) : [e[0]].concat(e.slice(1))).map((e, r) => ji(e, r, t, n));
}
function Ai(e, t) {
	return e.map((e, n) => n == 0 ? {} : H({}, t, e));
}
function ji(e, t, n, r) {
	return H({}, t == 0 ? n : r, e);
}
function Mi(e, t, n) {
	return t == null ? en : [t, n];
}
var Ni = Mi;
function Pi(e, t, n) {
	return t == null ? en : yt(t, n, ht, !0);
}
function Fi(e, t, n, r) {
	return t == null ? en : pt(t, n, e.scales[r].log, !1);
}
var Ii = Fi;
function Li(e, t, n, r) {
	return t == null ? en : mt(t, n, e.scales[r].log, !1);
}
var Ri = Li;
function zi(e, t, n, r, i) {
	let a = At(z(e), z(t)), o = t - e, s = ot(i / r * o, n);
	do {
		let e = n[s], t = r * e / o;
		if (t >= i && a + (e < 5 ? Yt.get(e) : 0) <= 17) return [e, t];
	} while (++s < n.length);
	return [0, 0];
}
function Bi(e) {
	let t, n;
	return e = e.replace(/(\d+)px/, (e, r) => (t = Dt((n = +r) * N)) + "px"), [
		e,
		t,
		n
	];
}
function Vi(e) {
	e.show && [e.font, e.labelFont].forEach((e) => {
		let t = V(e[2] * N, 1);
		e[0] = e[0].replace(/[0-9.]+px/, t + "px"), e[1] = t;
	});
}
function Z(e, t, n) {
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
	let l = r.root = Ye(re);
	if (e.id != null && (l.id = e.id), Ke(l, e.class), e.title) {
		let t = Ye(oe, l);
		t.textContent = e.title;
	}
	let u = Je("canvas"), d = r.ctx = u.getContext("2d"), f = Ye(se, l);
	it("click", f, (e) => {
		e.target === m && (J != yi || Y != bi) && wi.click(r, e);
	}, !0);
	let p = r.under = Ye(ce, f);
	f.appendChild(u);
	let m = r.over = Ye(le, f);
	e = un(e);
	let h = +F(e.pxAlign, 1), g = ai(h);
	(e.plugins || []).forEach((t) => {
		t.opts && (e = t.opts(r, e) || e);
	});
	let _ = e.ms || .001, v = r.series = i == 1 ? ki(e.series || [], Tr, Wr, !1) : Ai(e.series || [null], Ur), y = r.axes = ki(e.axes || [], Sr, Rr, !0), b = r.scales = {}, x = r.bands = e.bands || [];
	x.forEach((e) => {
		e.fill = B(e.fill || null), e.dir = F(e.dir, -1);
	});
	let S = i == 2 ? v[1].facets[0].scale : v[0].scale, C = {
		axes: ni,
		series: jr
	}, w = (e.drawOrder || ["axes", "series"]).map((e) => C[e]);
	function T(e) {
		let t = e.distr == 3 ? (t) => Nt(t > 0 ? t : e.clamp(r, t, e.min, e.max, e.key)) : e.distr == 4 ? (t) => Ft(t, e.asinh) : e.distr == 100 ? (t) => e.fwd(t) : (e) => e;
		return (n) => {
			let r = t(n), { _min: i, _max: a } = e, o = a - i;
			return (r - i) / o;
		};
	}
	function E(t) {
		let n = b[t];
		if (n == null) {
			let r = (e.scales || Qt)[t] || Qt;
			if (r.from != null) {
				E(r.from);
				let e = H({}, b[r.from], r, { key: t });
				e.valToPct = T(e), b[t] = e;
			} else {
				n = b[t] = H({}, t == S ? Kr : qr, r), n.key = t;
				let e = n.time, a = n.range, o = tn(a);
				if ((t != S || i == 2 && !e) && (o && (a[0] == null || a[1] == null) && (a = {
					min: a[0] == null ? gt : {
						mode: 1,
						hard: a[0],
						soft: a[0]
					},
					max: a[1] == null ? gt : {
						mode: 1,
						hard: a[1],
						soft: a[1]
					}
				}, o = !1), !o && on(a))) {
					let e = a;
					a = (t, n, r) => n == null ? en : yt(n, r, e);
				}
				n.range = B(a || (e ? Ni : t == S ? n.distr == 3 ? Ii : n.distr == 4 ? Ri : Mi : n.distr == 3 ? Fi : n.distr == 4 ? Li : Pi)), n.auto = B(!o && n.auto), n.clamp = B(n.clamp || Gr), n._min = n._max = null, n.valToPct = T(n);
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
	D.ori == 0 ? (Ke(l, ie), k = a, ee = o) : (Ke(l, ae), k = o, ee = a);
	let A = {};
	for (let e in b) {
		let t = b[e];
		(t.min != null || t.max != null) && (A[e] = {
			min: t.min,
			max: t.max
		}, t.min = t.max = null);
	}
	let te = e.tzDate || ((e) => new Date(Dt(e / _))), ne = e.fmtDate || Dn, ke = _ == 1 ? Kn(te) : Yn(te), Le = Zn(te, Xn(_ == 1 ? Gn : Jn, ne)), Re = nr(te, er(tr, ne)), ze = [], j = r.legend = H({}, ar, e.legend), M = r.cursor = H({}, mr, { drag: { y: i == 2 } }, e.cursor), We = j.show, Ge = M.show, Xe = j.markers;
	j.idxs = ze, Xe.width = B(Xe.width), Xe.dash = B(Xe.dash), Xe.stroke = B(Xe.stroke), Xe.fill = B(Xe.fill);
	let Qe, et, nt, rt = [], st = [], ct, lt = !1, ut = {};
	if (j.live) {
		let e = v[1] ? v[1].values : null;
		lt = e != null, ct = lt ? e(r, 1, 0) : { _: 0 };
		for (let e in ct) ut[e] = Ve;
	}
	if (We) {
		if (Qe = Je("table", ge, l), nt = Je("tbody", null, Qe), j.mount(r, Qe), lt) {
			et = Je("thead", null, Qe, nt);
			let e = Je("tr", null, et);
			for (var dt in Je("th", null, e), ct) Je("th", xe, e).textContent = dt;
		} else Ke(Qe, ve), j.live && Ke(Qe, _e);
	}
	let _t = { show: !0 }, vt = { show: !1 };
	function xt(e, t) {
		if (t == 0 && (lt || !j.live || i == 2)) return en;
		let n = [], a = Je("tr", ye, nt, nt.childNodes[t]);
		Ke(a, e.class), e.show || Ke(a, de);
		let o = Je("th", null, a);
		if (Xe.show) {
			let e = Ye(be, o);
			if (t > 0) {
				let n = Xe.width(r, t);
				n && (e.style.border = n + "px " + Xe.dash(r, t) + " " + Xe.stroke(r, t)), e.style.background = Xe.fill(r, t);
			}
		}
		let s = Ye(xe, o);
		for (var c in e.label instanceof HTMLElement ? s.appendChild(e.label) : s.textContent = e.label, t > 0 && (Xe.show || (s.style.color = e.width > 0 ? Xe.stroke(r, t) : Xe.fill(r, t)), Ct("click", o, (t) => {
			if (M._lock) return;
			wn(t);
			let n = v.indexOf(e);
			if ((t.ctrlKey || t.metaKey) != j.isolate) {
				let e = v.some((e, t) => t > 0 && t != n && e.show);
				v.forEach((t, r) => {
					r > 0 && Ki(r, e ? r == n ? _t : vt : _t, !0, $.setSeries);
				});
			} else Ki(n, { show: !e.show }, !0, $.setSeries);
		}, !1), En && Ct(Pe, o, (t) => {
			M._lock || (wn(t), Ki(v.indexOf(e), ea, !0, $.setSeries));
		}, !1)), ct) {
			let e = Je("td", Se, a);
			e.textContent = "--", n.push(e);
		}
		return [a, n];
	}
	let St = /* @__PURE__ */ new Map();
	function Ct(e, t, n, i = !0) {
		let a = St.get(t) || {}, o = M.bind[e](r, t, n, i);
		o && (it(e, t, a[e] = o), St.set(t, a));
	}
	function wt(e, t, n) {
		let r = St.get(t) || {};
		for (let n in r) (e == null || n == e) && (at(n, t, r[n]), delete r[n]);
		e ?? St.delete(t);
	}
	let Et = 0, Mt = 0, L = 0, z = 0, Rt = 0, zt = 0, Wt = Rt, Gt = zt, qt = L, Jt = z, Zt = 0, nn = 0, cn = 0, ln = 0;
	r.bbox = {};
	let dn = !1, fn = !1, pn = !1, mn = !1, hn = !1, _n = !1;
	function vn(e, t, n) {
		(n || e != r.width || t != r.height) && yn(e, t), ri(!1), pn = !0, fn = !0, li();
	}
	function yn(e, t) {
		r.width = Et = L = e, r.height = Mt = z = t, Rt = zt = 0, Sn(), Cn();
		let n = r.bbox;
		Zt = n.left = Kt(Rt * N, .5), nn = n.top = Kt(zt * N, .5), cn = n.width = Kt(L * N, .5), ln = n.height = Kt(z * N, .5);
	}
	function bn() {
		let e = !1, t = 0;
		for (; !e;) {
			t++;
			let n = $r(t), i = ti(t);
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
				c > 0 && (s ? (L -= c, a == 3 ? (Rt += c, r = !0) : n = !0) : (z -= c, a == 0 ? (zt += c, e = !0) : t = !0));
			}
		}), Rn[0] = e, Rn[1] = n, Rn[2] = t, Rn[3] = r, L -= Hn[1] + Hn[3], Rt += Hn[3], z -= Hn[2] + Hn[0], zt += Hn[0];
	}
	function Cn() {
		let e = Rt + L, t = zt + z, n = Rt, r = zt;
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
		let r = e.prox = B(e.prox), i = e.bias ??= 0;
		M.dataIdx = (e, a, o, s) => {
			if (a == 0) return o;
			let c = o, l = r(e, a, o, s) ?? R, u = l >= 0 && l < R, d = D.ori == 0 ? L : z, f = M.left, p = t[0], m = t[a];
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
			} else u && I(f - k(p[o], D, d, 0)) > l && (c = null);
			return c;
		};
	}
	let wn = (e) => {
		M.event = e;
	};
	M.idxs = ze, M._lock = !1;
	let U = M.points;
	U.show = B(U.show), U.size = B(U.size), U.stroke = B(U.stroke), U.width = B(U.width), U.fill = B(U.fill);
	let Tn = r.focus = H({}, e.focus || { alpha: .3 }, M.focus), En = Tn.prox >= 0, On = En && U.one, kn = [], An = [], jn = [];
	function Mn(e, t) {
		let n = U.show(r, t);
		if (n instanceof HTMLElement) return Ke(n, he), Ke(n, e.class), Ze(n, -10, -10, L, z), m.insertBefore(n, kn[t]), n;
	}
	function Nn(e, t) {
		if (i == 1 || t > 0) {
			let t = i == 1 && b[e.scale].time, n = e.value;
			e.value = t ? an(n) ? nr(te, er(n, ne)) : n || Re : n || Lr, e.label = e.label || (t ? wr : Cr);
		}
		if (On || t > 0) {
			e.width = e.width == null ? 1 : e.width, e.paths = e.paths || Di || Vt, e.fillTo = B(e.fillTo || ei), e.pxAlign = +F(e.pxAlign, h), e.pxRound = ai(e.pxAlign), e.stroke = B(e.stroke || null), e.fill = B(e.fill || null), e._stroke = e._fill = e._paths = e._focus = null;
			let t = zr(At(1, e.width), 1), n = e.points = H({}, {
				size: t,
				width: At(1, t * .2),
				stroke: e.stroke,
				space: t * 2,
				paths: Oi,
				_stroke: null,
				_fill: null
			}, e.points);
			n.show = B(n.show), n.filter = B(n.filter), n.fill = B(n.fill), n.stroke = B(n.stroke), n.paths = B(n.paths), n.pxAlign = e.pxAlign;
		}
		if (We) {
			let n = xt(e, t);
			rt.splice(t, 0, n[0]), st.splice(t, 0, n[1]), j.values.push(null);
		}
		if (Ge) {
			ze.splice(t, 0, null);
			let n = null;
			On ? t == 0 && (n = Mn(e, t)) : t > 0 && (n = Mn(e, t)), kn.splice(t, 0, n), An.splice(t, 0, 0), jn.splice(t, 0, 0);
		}
		Q("addSeries", t);
	}
	function In(e, t) {
		t ??= v.length, e = i == 1 ? ji(e, t, Tr, Wr) : ji(e, t, {}, Ur), v.splice(t, 0, e), Nn(v[t], t);
	}
	r.addSeries = In;
	function Ln(e) {
		if (v.splice(e, 1), We) {
			j.values.splice(e, 1), st.splice(e, 1);
			let t = rt.splice(e, 1)[0];
			wt(null, t.firstChild), t.remove();
		}
		Ge && (ze.splice(e, 1), kn.splice(e, 1)[0].remove(), An.splice(e, 1), jn.splice(e, 1)), Q("delSeries", e);
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
			e.size = B(e.size), e.space = B(e.space), e.rotate = B(e.rotate), tn(e.incrs) && e.incrs.forEach((e) => {
				!Yt.has(e) && Yt.set(e, Xt(e));
			}), e.incrs = B(e.incrs || (i.distr == 2 ? Pn : a ? _ == 1 ? Wn : qn : Fn)), e.splits = B(e.splits || (a && i.distr == 1 ? ke : i.distr == 3 ? Or : i.distr == 4 ? kr : Dr)), e.stroke = B(e.stroke), e.grid.stroke = B(e.grid.stroke), e.ticks.stroke = B(e.ticks.stroke), e.border.stroke = B(e.border.stroke);
			let o = e.values;
			e.values = tn(o) && !tn(o[0]) ? B(o) : a ? tn(o) ? Zn(te, Xn(o, ne)) : an(o) ? Qn(te, o) : o || Le : o || Er, e.filter = B(e.filter || (i.distr >= 3 && i.log == 10 ? Fr : i.distr == 3 && i.log == 2 ? Ir : Bt)), e.font = Bi(e.font), e.labelFont = Bi(e.labelFont), e._size = e.size(r, null, t, 0), e._space = e._rotate = e._incrs = e._found = e._splits = e._values = null, e._size > 0 && (Rn[t] = !0, e._el = Ye(ue, f));
		}
	}
	function Bn(e, t, n, r) {
		let [i, a, o, s] = n, c = t % 2, l = 0;
		return c == 0 && (s || a) && (l = t == 0 && !i || t == 2 && !o ? Dt(Sr.size / 3) : 0), c == 1 && (i || o) && (l = t == 1 && !a || t == 3 && !s ? Dt(Rr.size / 2) : 0), l;
	}
	let Vn = r.padding = (e.padding || [
		Bn,
		Bn,
		Bn,
		Bn
	]).map((e) => B(F(e, Bn))), Hn = r._padding = Vn.map((e, t) => e(r, t, Rn, 0)), W, G = null, K = null, q = i == 1 ? v[0].idxs : null, Un = null, $n = !1;
	function rr(e, n) {
		if (t = e ?? [], r.data = r._data = t, i == 2) {
			W = 0;
			for (let e = 1; e < v.length; e++) W += t[e][0].length;
		} else {
			t.length == 0 && (r.data = r._data = t = [[]]), Un = t[0], W = Un.length;
			let e = t;
			if (O == 2) {
				e = t.slice();
				let n = e[0] = Array(W);
				for (let e = 0; e < W; e++) n[e] = e;
			}
			r._data = t = e;
		}
		if (ri(!0), Q("setData"), O == 2 && (pn = !0), n !== !1) {
			let e = D;
			e.auto(r, $n) ? ir() : Gi(S, e.min, e.max), mn ||= M.left >= 0, _n = !0, li();
		}
	}
	r.setData = rr;
	function ir() {
		$n = !0;
		let e, n;
		i == 1 && (W > 0 ? (G = q[0] = 0, K = q[1] = W - 1, e = t[0][G], n = t[0][K], O == 2 ? (e = G, n = K) : e == n && (O == 3 ? [e, n] = pt(e, e, D.log, !1) : O == 4 ? [e, n] = mt(e, e, D.log, !1) : D.time ? n = e + Dt(86400 / _) : [e, n] = yt(e, n, ht, !0))) : (G = q[0] = e = null, K = q[1] = n = null)), Gi(S, e, n);
	}
	let or, sr, cr, lr, ur, dr, fr, pr, hr, gr;
	function _r(e, t, n, r, i, a) {
		e ??= Ae, n ??= $t, r ??= "butt", i ??= Ae, a ??= "round", e != or && (d.strokeStyle = or = e), i != sr && (d.fillStyle = sr = i), t != cr && (d.lineWidth = cr = t), a != ur && (d.lineJoin = ur = a), r != dr && (d.lineCap = dr = r), n != lr && d.setLineDash(lr = n);
	}
	function vr(e, t, n, r) {
		t != sr && (d.fillStyle = sr = t), e != fr && (d.font = fr = e), n != pr && (d.textAlign = pr = n), r != hr && (d.textBaseline = hr = r);
	}
	function yr(e, t, n, i, a = 0) {
		if (i.length > 0 && e.auto(r, $n) && (t == null || t.min == null)) {
			let t = F(G, 0), r = F(K, i.length - 1), o = n.min == null ? ft(i, t, r, a, e.distr == 3) : [n.min, n.max];
			e.min = kt(e.min, n.min = o[0]), e.max = At(e.max, n.max = o[1]);
		}
	}
	let br = {
		min: null,
		max: null
	};
	function xr() {
		for (let e in b) {
			let t = b[e];
			A[e] == null && (t.min == null || A[S] != null && t.auto(r, $n)) && (A[e] = br);
		}
		for (let e in b) {
			let t = b[e];
			A[e] == null && t.from != null && A[t.from] != null && (A[e] = br);
		}
		A[S] != null && ri(!0);
		let e = {};
		for (let t in A) {
			let n = A[t];
			if (n != null) {
				let a = e[t] = un(b[t], sn);
				if (n.min != null) H(a, n);
				else if (t != S || i == 2) {
					if (W == 0 && a.from == null) {
						let e = a.range(r, null, null, t);
						a.min = e[0], a.max = e[1];
					} else a.min = R, a.max = -Infinity;
				}
			}
		}
		if (W > 0) {
			v.forEach((n, a) => {
				if (i == 1) {
					let i = n.scale, o = A[i];
					if (o == null) return;
					let s = e[i];
					if (a == 0) {
						let e = s.range(r, s.min, s.max, i);
						s.min = e[0], s.max = e[1], G = ot(s.min, t[0]), K = ot(s.max, t[0]), K - G > 1 && (t[0][G] < s.min && G++, t[0][K] > s.max && K--), n.min = Un[G], n.max = Un[K];
					} else n.show && n.auto && yr(s, o, n, t[a], n.sorted);
					n.idxs[0] = G, n.idxs[1] = K;
				} else if (a > 0 && n.show && n.auto) {
					let [r, i] = n.facets, o = r.scale, s = i.scale, [c, l] = t[a], u = e[o], d = e[s];
					u != null && yr(u, A[o], r, c, r.sorted), d != null && yr(d, A[s], i, l, i.sorted), n.min = i.min, n.max = i.max;
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
				i._min = e == 3 ? Nt(i.min) : e == 4 ? Ft(i.min, i.asinh) : e == 100 ? i.fwd(i.min) : i.min, i._max = e == 3 ? Nt(i.max) : e == 4 ? Ft(i.max, i.asinh) : e == 100 ? i.fwd(i.max) : i.max, n[t] = a = !0;
			}
		}
		if (a) {
			v.forEach((e, t) => {
				i == 2 ? t > 0 && n.y && (e._paths = null) : n[e.scale] && (e._paths = null);
			});
			for (let e in n) pn = !0, Q("setScale", e);
			Ge && M.left >= 0 && (mn = _n = !0);
		}
		for (let e in A) A[e] = null;
	}
	function Ar(e) {
		let t = It(G - 1, 0, W - 1), n = It(K + 1, 0, W - 1);
		for (; e[t] == null && t > 0;) t--;
		for (; e[n] == null && n < W - 1;) n++;
		return [t, n];
	}
	function jr() {
		if (W > 0) {
			let e = v.some((e) => e._focus) && gr != Tn.alpha;
			e && (d.globalAlpha = gr = Tn.alpha), v.forEach((e, n) => {
				if (n > 0 && e.show && (Mr(n, !1), Mr(n, !0), e._paths == null)) {
					let a = gr;
					gr != e.alpha && (d.globalAlpha = gr = e.alpha);
					let o = i == 2 ? [0, t[n][0].length - 1] : Ar(t[n]);
					e._paths = e.paths(r, n, o[0], o[1]), gr != a && (d.globalAlpha = gr = a);
				}
			}), v.forEach((e, t) => {
				if (t > 0 && e.show) {
					let n = gr;
					gr != e.alpha && (d.globalAlpha = gr = e.alpha), e._paths != null && Nr(t, !1);
					{
						let n = e._paths == null ? null : e._paths.gaps, i = e.points.show(r, t, G, K, n), a = e.points.filter(r, t, i, n);
						(i || a) && (e.points._paths = e.points.paths(r, t, G, K, a), Nr(t, !0));
					}
					gr != n && (d.globalAlpha = gr = n), Q("drawSeries", t);
				}
			}), e && (d.globalAlpha = gr = 1);
		}
	}
	function Mr(e, t) {
		let n = t ? v[e].points : v[e];
		n._stroke = n.stroke(r, e), n._fill = n.fill(r, e);
	}
	function Nr(e, t) {
		let n = t ? v[e].points : v[e], { stroke: r, fill: i, clip: a, flags: o, _stroke: s = n._stroke, _fill: c = n._fill, _width: l = n.width } = n._paths;
		l = V(l * N, 3);
		let u = null, f = l % 2 / 2;
		t && c == null && (c = l > 0 ? "#fff" : s);
		let p = n.pxAlign == 1 && f > 0;
		if (p && d.translate(f, f), !t) {
			let e = Zt - l / 2, t = nn - l / 2, n = cn + l, r = ln + l;
			u = new Path2D(), u.rect(e, t, n, r);
		}
		t ? Br(s, l, n.dash, n.cap, c, r, i, o, a) : Pr(e, s, l, n.dash, n.cap, c, r, i, o, u, a), p && d.translate(-f, -f);
	}
	function Pr(e, n, i, a, o, s, c, l, u, d, f) {
		let p = !1;
		u != 0 && x.forEach((m, h) => {
			if (m.series[0] == e) {
				let e = v[m.series[1]], g = t[m.series[1]], _ = (e._paths || Qt).band;
				tn(_) && (_ = m.dir == 1 ? _[0] : _[1]);
				let y, b = null;
				e.show && _ && bt(g, G, K) ? (b = m.fill(r, h) || s, y = e._paths.clip) : _ = null, Br(n, i, a, o, b, c, l, u, d, f, y, _), p = !0;
			}
		}), p || Br(n, i, a, o, s, c, l, u, d, f);
	}
	function Br(e, t, n, r, i, a, o, s, c, l, u, f) {
		_r(e, t, n, r, i), (c || l || f) && (d.save(), c && d.clip(c), l && d.clip(l)), f ? (s & 3) == 3 ? (d.clip(f), u && d.clip(u), Hr(i, o), Vr(e, a, t)) : s & Zr ? (Hr(i, o), d.clip(f), Vr(e, a, t)) : s & Xr && (d.save(), d.clip(f), u && d.clip(u), Hr(i, o), d.restore(), Vr(e, a, t)) : (Hr(i, o), Vr(e, a, t)), (c || l || f) && d.restore();
	}
	function Vr(e, t, n) {
		n > 0 && (t instanceof Map ? t.forEach((e, t) => {
			d.strokeStyle = or = t, d.stroke(e);
		}) : t != null && e && d.stroke(t));
	}
	function Hr(e, t) {
		t instanceof Map ? t.forEach((e, t) => {
			d.fillStyle = sr = t, d.fill(e);
		}) : t != null && e && d.fill(t);
	}
	function Jr(e, t, n, i) {
		let a = y[e], o;
		if (i <= 0) o = [0, 0];
		else {
			let s = a._space = a.space(r, e, t, n, i);
			o = zi(t, n, a._incrs = a.incrs(r, e, t, n, i, s), i, s);
		}
		return a._found = o;
	}
	function Qr(e, t, n, r, i, a, o, s, c, l) {
		let u = o % 2 / 2;
		h == 1 && d.translate(u, u), _r(s, o, c, l, s), d.beginPath();
		let f, p, m, g, _ = i + (r == 0 || r == 3 ? -a : a);
		n == 0 ? (p = i, g = _) : (f = i, m = _);
		for (let r = 0; r < e.length; r++) t[r] != null && (n == 0 ? f = m = e[r] : p = g = e[r], d.moveTo(f, p), d.lineTo(m, g));
		d.stroke(), h == 1 && d.translate(-u, -u);
	}
	function $r(e) {
		let t = !0;
		return y.forEach((n, i) => {
			if (!n.show) return;
			let a = b[n.scale];
			if (a.min == null) {
				n._show && (t = !1, n._show = !1, ri(!1));
				return;
			}
			n._show || (t = !1, n._show = !0, ri(!1));
			let o = n.side, s = o % 2, { min: c, max: l } = a, [u, d] = Jr(i, c, l, s == 0 ? L : z);
			if (d == 0) return;
			let f = a.distr == 2, p = n._splits = n.splits(r, i, c, l, u, d, f), m = a.distr == 2 ? p.map((e) => Un[e]) : p, h = a.distr == 2 ? Un[p[1]] - Un[p[0]] : u, g = n._values = n.values(r, n.filter(r, m, i, d, h), i, d, h);
			n._rotate = o == 2 ? n.rotate(r, g, i, d) : 0;
			let _ = n._size;
			n._size = Ot(n.size(r, g, i, e)), _ != null && n._size != _ && (t = !1);
		}), t;
	}
	function ti(e) {
		let t = !0;
		return Vn.forEach((n, i) => {
			let a = n(r, i, Rn, e);
			a != Hn[i] && (t = !1), Hn[i] = a;
		}), t;
	}
	function ni() {
		for (let e = 0; e < y.length; e++) {
			let t = y[e];
			if (!t.show || !t._show) continue;
			let n = t.side, i = n % 2, a, o, c = t.stroke(r, e), l = n == 0 || n == 3 ? -1 : 1, [u, f] = t._found;
			if (t.label != null) {
				let s = t.labelGap * l, p = Dt((t._lpos + s) * N);
				vr(t.labelFont[0], c, "center", n == 2 ? Te : Ee), d.save(), i == 1 ? (a = o = 0, d.translate(p, Dt(nn + ln / 2)), d.rotate((n == 3 ? -Tt : Tt) / 2)) : (a = Dt(Zt + cn / 2), o = p);
				let m = Lt(t.label) ? t.label(r, e, u, f) : t.label;
				d.fillText(m, a, o), d.restore();
			}
			if (f == 0) continue;
			let p = b[t.scale], m = i == 0 ? cn : ln, h = i == 0 ? Zt : nn, _ = t._splits, v = p.distr == 2 ? _.map((e) => Un[e]) : _, x = p.distr == 2 ? Un[_[1]] - Un[_[0]] : u, S = t.ticks, C = t.border, w = S.show ? S.size : 0, T = Dt(w * N), E = Dt((t.alignTo == 2 ? t._size - w - t.gap : t.gap) * N), D = t._rotate * -Tt / 180, O = g(t._pos * N), k = O + (T + E) * l;
			o = i == 0 ? k : 0, a = i == 1 ? k : 0;
			let ee = t.font[0];
			vr(ee, c, t.align == 1 ? De : t.align == 2 ? Oe : D > 0 ? De : D < 0 ? Oe : i == 0 ? "center" : n == 3 ? Oe : De, D || i == 1 ? "middle" : n == 2 ? Te : Ee);
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
			S.show && Qr(te, S.filter(r, v, e, f, x), i, n, O, T, V(S.width * N, 3), S.stroke(r, e), S.dash, S.cap);
			let re = t.grid;
			re.show && Qr(te, re.filter(r, v, e, f, x), i, i == 0 ? 2 : 1, i == 0 ? nn : Zt, i == 0 ? ln : cn, V(re.width * N, 3), re.stroke(r, e), re.dash, re.cap), C.show && Qr([O], [1], +(i == 0), i == 0 ? 1 : 2, i == 1 ? nn : Zt, i == 1 ? ln : cn, V(C.width * N, 3), C.stroke(r, e), C.dash, C.cap);
		}
		Q("drawAxes");
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
		for (let e = 0; e < si.length; e++) Q(...si[e]);
		si.length = 0;
	}
	function li() {
		ii ||= (gn(di), !0);
	}
	function ui(e, t = !1) {
		ii = !0, oi = t, e(r), di(), t && si.length > 0 && queueMicrotask(ci);
	}
	r.batch = ui;
	function di() {
		if (dn &&= (xr(), !1), pn &&= (bn(), !1), fn) {
			if (P(p, De, Rt), P(p, Te, zt), P(p, Ce, L), P(p, we, z), P(m, De, Rt), P(m, Te, zt), P(m, Ce, L), P(m, we, z), P(f, Ce, Et), P(f, we, Mt), u.width = Dt(Et * N), u.height = Dt(Mt * N), y.forEach(({ _el: e, _show: t, _size: n, _pos: r, side: i }) => {
				if (e != null) {
					if (t) {
						let t = i === 3 || i === 0 ? n : 0, a = i % 2 == 1;
						P(e, a ? "left" : "top", r - t), P(e, a ? "width" : "height", n), P(e, a ? "top" : "left", a ? zt : Rt), P(e, a ? "height" : "width", a ? z : L), qe(e, de);
					} else Ke(e, de);
				}
			}), or = sr = cr = ur = dr = fr = pr = hr = lr = null, gr = 1, pa(!0), Rt != Wt || zt != Gt || L != qt || z != Jt) {
				ri(!1);
				let e = L / qt, t = z / Jt;
				if (Ge && !mn && M.left >= 0) {
					M.left *= e, M.top *= t, hi && Ze(hi, Dt(M.left), 0, L, z), gi && Ze(gi, 0, Dt(M.top), L, z);
					for (let n = 0; n < kn.length; n++) {
						let r = kn[n];
						r != null && (An[n] *= e, jn[n] *= t, Ze(r, Ot(An[n]), Ot(jn[n]), L, z));
					}
				}
				if (Z.show && !hn && Z.left >= 0 && Z.width > 0) {
					Z.left *= e, Z.width *= e, Z.top *= t, Z.height *= t;
					for (let e in ga) P(Hi, e, Z[e]);
				}
				Wt = Rt, Gt = zt, qt = L, Jt = z;
			}
			Q("setSize"), fn = !1;
		}
		Et > 0 && Mt > 0 && (d.clearRect(0, 0, u.width, u.height), Q("drawClear"), w.forEach((e) => e()), Q("draw")), Z.show && hn && (Ui(Z), hn = !1), Ge && mn && (da(null, !0, !1), mn = !1), j.show && j.live && _n && (la(), _n = !1), c || (c = !0, r.status = 1, Q("ready")), $n = !1, ii = !1;
	}
	r.redraw = (e, t) => {
		pn = t || !1, e === !1 ? li() : Gi(S, D.min, D.max);
	};
	function fi(e, n) {
		let i = b[e];
		if (i.from == null) {
			if (W == 0) {
				let t = i.range(r, n.min, n.max, e);
				n.min = t[0], n.max = t[1];
			}
			if (n.min > n.max) {
				let e = n.min;
				n.min = n.max, n.max = e;
			}
			if (W > 1 && n.min != null && n.max != null && n.max - n.min < 1e-16) return;
			e == S && i.distr == 2 && W > 0 && (n.min = ot(n.min, t[0]), n.max = ot(n.max, t[0]), n.min == n.max && n.max++), A[e] = n, dn = !0, li();
		}
	}
	r.setScale = fi;
	let pi, mi, hi, gi, _i, vi, yi, bi, xi, Si, J, Y, Ci = !1, wi = M.drag, Ti = wi.x, X = wi.y;
	Ge && (M.x && (pi = Ye(pe, m)), M.y && (mi = Ye(me, m)), D.ori == 0 ? (hi = pi, gi = mi) : (hi = mi, gi = pi), J = M.left, Y = M.top);
	let Z = r.select = H({
		show: !0,
		over: !0,
		left: 0,
		width: 0,
		top: 0,
		height: 0
	}, e.select), Hi = Z.show ? Ye(fe, Z.over ? m : p) : null;
	function Ui(e, t) {
		if (Z.show) {
			for (let t in e) Z[t] = e[t], t in ga && P(Hi, t, e[t]);
			t !== !1 && Q("setSelect");
		}
	}
	r.setSelect = Ui;
	function Wi(e) {
		if (v[e].show) We && qe(rt[e], de);
		else if (We && Ke(rt[e], de), Ge) {
			let t = On ? kn[0] : kn[e];
			t != null && Ze(t, -10, -10, L, z);
		}
	}
	function Gi(e, t, n) {
		fi(e, {
			min: t,
			max: n
		});
	}
	function Ki(e, t, n, a) {
		t.focus != null && ta(e), t.show != null && v.forEach((n, r) => {
			r > 0 && (e == r || e == null) && (n.show = t.show, Wi(r), i == 2 ? (Gi(n.facets[0].scale, null, null), Gi(n.facets[1].scale, null, null)) : Gi(n.scale, null, null), li());
		}), n !== !1 && Q("setSeries", e, t), a && Ma("setSeries", r, e, t);
	}
	r.setSeries = Ki;
	function qi(e, t) {
		H(x[e], t);
	}
	function Ji(e, t) {
		e.fill = B(e.fill || null), e.dir = F(e.dir, -1), t ??= x.length, x.splice(t, 0, e);
	}
	function Yi(e) {
		e == null ? x.length = 0 : x.splice(e, 1);
	}
	r.addBand = Ji, r.setBand = qi, r.delBand = Yi;
	function Xi(e, t) {
		v[e].alpha = t, Ge && kn[e] != null && (kn[e].style.opacity = t), We && rt[e] && (rt[e].style.opacity = t);
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
			}), $i = e, n && li();
		}
	}
	We && En && Ct(Fe, Qe, (e) => {
		M._lock || (wn(e), $i != null && Ki(null, ea, !0, $.setSeries));
	});
	function na(e, t, n) {
		let r = b[t];
		n && (e = e / N - (r.ori == 1 ? zt : Rt));
		let i = L;
		r.ori == 1 && (i = z, e = i - e), r.dir == -1 && (e = i - e);
		let a = r._min, o = r._max, s = e / i, c = a + (o - a) * s, l = r.distr;
		return l == 3 ? jt(10, c) : l == 4 ? Pt(c, r.asinh) : l == 100 ? r.bwd(c) : c;
	}
	function ra(e, n) {
		return ot(na(e, S, n), t[0], G, K);
	}
	r.valToIdx = (e) => ot(e, t[0]), r.posToIdx = ra, r.posToVal = na, r.valToPos = (e, t, n) => b[t].ori == 0 ? a(e, b[t], n ? cn : L, n ? Zt : 0) : o(e, b[t], n ? ln : z, n ? nn : 0), r.setCursor = (e, t, n) => {
		J = e.left, Y = e.top, da(null, t, n);
	};
	function ia(e, t) {
		P(Hi, De, Z.left = e), P(Hi, Ce, Z.width = t);
	}
	function aa(e, t) {
		P(Hi, Te, Z.top = e), P(Hi, we, Z.height = t);
	}
	let oa = D.ori == 0 ? ia : aa, sa = D.ori == 1 ? ia : aa;
	function ca() {
		if (We && j.live) for (let e = +(i == 2); e < v.length; e++) {
			if (e == 0 && lt) continue;
			let t = j.values[e], n = 0;
			for (let r in t) st[e][n++].firstChild.nodeValue = t[r];
		}
	}
	function la(e, t) {
		if (e != null && (e.idxs ? e.idxs.forEach((e, t) => {
			ze[t] = e;
		}) : rn(e.idx) || ze.fill(e.idx), j.idx = ze[0]), We && j.live) {
			for (let e = 0; e < v.length; e++) (e > 0 || i == 1 && !lt) && ua(e, ze[e]);
			ca();
		}
		_n = !1, t !== !1 && Q("setLegend");
	}
	r.setLegend = la;
	function ua(e, n) {
		let i = v[e], a = e == 0 && O == 2 ? Un : t[e], o;
		lt ? o = i.values(r, e, n) ?? ut : (o = i.value(r, n == null ? null : a[n], e, n), o = o == null ? ut : { _: o }), j.values[e] = o;
	}
	function da(e, n, a) {
		xi = J, Si = Y, [J, Y] = M.move(r, J, Y), M.left = J, M.top = Y, Ge && (hi && Ze(hi, Dt(J), 0, L, z), gi && Ze(gi, 0, Dt(Y), L, z));
		let o, s = G > K;
		Zi = R, Qi = null;
		let c = D.ori == 0 ? L : z, l = D.ori == 1 ? L : z;
		if (J < 0 || W == 0 || s) {
			o = M.idx = null;
			for (let e = 0; e < v.length; e++) {
				let t = kn[e];
				t != null && Ze(t, -10, -10, L, z);
			}
			En && Ki(null, ea, !0, e == null && $.setSeries), j.live && (ze.fill(o), _n = !0);
		} else {
			let e, n, a;
			i == 1 && (e = D.ori == 0 ? J : Y, n = na(e, S), o = M.idx = ot(n, t[0], G, K), a = k(t[0][o], D, c, 0));
			let s = -10, u = -10, d = 0, f = 0, p = !0, m = "", h = "";
			for (let e = +(i == 2); e < v.length; e++) {
				let g = v[e], _ = ze[e], y = _ == null ? null : i == 1 ? t[e][_] : t[e][1][_], x = M.dataIdx(r, e, o, n), S = x == null ? null : i == 1 ? t[e][x] : t[e][1][x];
				if (_n = _n || S != y || x != _, ze[e] = x, e > 0 && g.show) {
					let n = x == null ? -10 : x == o ? a : k(i == 1 ? t[0][x] : t[e][0][x], D, c, 0), _ = S == null ? -10 : ee(S, i == 1 ? b[g.scale] : b[g.facets[1].scale], l, 0);
					if (En && S != null) {
						let t = D.ori == 1 ? J : Y, n = I(Tn.dist(r, e, x, _, t));
						if (n < Zi) {
							let r = Tn.bias;
							if (r != 0) {
								let i = na(t, g.scale), a = S >= 0 ? 1 : -1, o = i >= 0 ? 1 : -1;
								o == a && (o == 1 ? r == 1 ? S >= i : S <= i : r == 1 ? S <= i : S >= i) && (Zi = n, Qi = e);
							} else Zi = n, Qi = e;
						}
					}
					if (_n || On) {
						let t, i;
						D.ori == 0 ? (t = n, i = _) : (t = _, i = n);
						let a, o, c, l, g, v, y = !0, b = U.bbox;
						if (b != null) {
							y = !1;
							let t = b(r, e);
							c = t.left, l = t.top, a = t.width, o = t.height;
						} else c = t, l = i, a = o = U.size(r, e);
						if (v = U.fill(r, e), g = U.stroke(r, e), On) e == Qi && Zi <= Tn.prox && (s = c, u = l, d = a, f = o, p = y, m = v, h = g);
						else {
							let t = kn[e];
							t != null && (An[e] = c, jn[e] = l, tt(t, a, o, y), $e(t, v, g), Ze(t, Ot(c), Ot(l), L, z));
						}
					}
				}
			}
			if (On) {
				let e = Tn.prox;
				if (_n || ($i == null ? Zi <= e : Zi > e || Qi != $i)) {
					let e = kn[0];
					e != null && (An[0] = s, jn[0] = u, tt(e, d, f, p), $e(e, m, h), Ze(e, Ot(s), Ot(u), L, z));
				}
			}
		}
		if (Z.show && Ci) {
			if (e != null) {
				let [t, n] = $.scales, [r, i] = $.match, [a, o] = e.cursor.sync.scales, s = e.cursor.drag;
				if (Ti = s._x, X = s._y, Ti || X) {
					let { left: s, top: u, width: d, height: f } = e.select, p = e.scales[a].ori, m = e.posToVal, h, g, _, v, y, x = t != null && r(t, a), S = n != null && i(n, o);
					x && Ti ? (p == 0 ? (h = s, g = d) : (h = u, g = f), _ = b[t], v = k(m(h, a), _, c, 0), y = k(m(h + g, a), _, c, 0), oa(kt(v, y), I(y - v))) : oa(0, c), S && X ? (p == 1 ? (h = s, g = d) : (h = u, g = f), _ = b[n], v = ee(m(h, o), _, l, 0), y = ee(m(h + g, o), _, l, 0), sa(kt(v, y), I(y - v))) : sa(0, l);
				} else _a();
			} else {
				let e = I(xi - _i), t = I(Si - vi);
				if (D.ori == 1) {
					let n = e;
					e = t, t = n;
				}
				Ti = wi.x && e >= wi.dist, X = wi.y && t >= wi.dist;
				let n = wi.uni;
				n == null ? wi.x && wi.y && (Ti || X) && (Ti = X = !0) : Ti && X && (Ti = e >= n, X = t >= n, !Ti && !X && (t > e ? X = !0 : Ti = !0));
				let r, i;
				Ti && (D.ori == 0 ? (r = yi, i = J) : (r = bi, i = Y), oa(kt(r, i), I(i - r)), X || sa(0, l)), X && (D.ori == 1 ? (r = yi, i = J) : (r = bi, i = Y), sa(kt(r, i), I(i - r)), Ti || oa(0, c)), !Ti && !X && (oa(0, 0), sa(0, 0));
			}
		}
		if (wi._x = Ti, wi._y = X, e == null) {
			if (a) {
				if (Aa != null) {
					let [e, t] = $.scales;
					$.values[0] = e == null ? null : na(D.ori == 0 ? J : Y, e), $.values[1] = t == null ? null : na(D.ori == 1 ? J : Y, t);
				}
				Ma(je, r, J, Y, L, z, o);
			}
			if (En) {
				let e = a && $.setSeries, t = Tn.prox;
				$i == null ? Zi <= t && Ki(Qi, ea, !0, e) : Zi > t ? Ki(null, ea, !0, e) : Qi != $i && Ki(Qi, ea, !0, e);
			}
		}
		_n && (j.idx = o, la()), n !== !1 && Q("setCursor");
	}
	let fa = null;
	Object.defineProperty(r, "rect", { get() {
		return fa ?? pa(!1), fa;
	} });
	function pa(e = !1) {
		e ? fa = null : (fa = m.getBoundingClientRect(), Q("syncRect", fa));
	}
	function ma(e, t, n, r, i, a, o) {
		M._lock || Ci && e != null && e.movementX == 0 && e.movementY == 0 || (ha(e, t, n, r, i, a, o, !1, e != null), e == null ? da(t, !0, !1) : da(null, !0, !0));
	}
	function ha(e, t, n, i, a, o, c, l, u) {
		if (fa ?? pa(!1), wn(e), e != null) n = e.clientX - fa.left, i = e.clientY - fa.top;
		else {
			if (n < 0 || i < 0) {
				J = -10, Y = -10;
				return;
			}
			let [e, r] = $.scales, c = t.cursor.sync, [l, u] = c.values, [d, f] = c.scales, [p, m] = $.match, h = t.axes[0].side % 2 == 1, g = D.ori == 0 ? L : z, _ = D.ori == 1 ? L : z, v = h ? o : a, y = h ? a : o, x = h ? i : n, S = h ? n : i;
			if (n = d == null ? x / v * g : p(e, d) ? s(l, b[e], g, 0) : -10, i = f == null ? S / y * _ : m(r, f) ? s(u, b[r], _, 0) : -10, D.ori == 1) {
				let e = n;
				n = i, i = e;
			}
		}
		u && (t == null || t.cursor.event.type == je) && ((n <= 1 || n >= L - 1) && (n = Kt(n, L)), (i <= 1 || i >= z - 1) && (i = Kt(i, z))), l ? (_i = n, vi = i, [yi, bi] = M.move(r, n, i)) : (J = n, Y = i);
	}
	let ga = {
		width: 0,
		height: 0,
		left: 0,
		top: 0
	};
	function _a() {
		Ui(ga, !1);
	}
	let va, ya, ba, xa;
	function Sa(e, t, n, i, a, o, s) {
		Ci = !0, Ti = X = wi._x = wi._y = !1, ha(e, t, n, i, a, o, s, !0, !1), e != null && (Ct(Ne, He, Ca, !1), Ma(Me, r, yi, bi, L, z, null));
		let { left: c, top: l, width: u, height: d } = Z;
		va = c, ya = l, ba = u, xa = d;
	}
	function Ca(e, t, n, i, a, o, s) {
		Ci = wi._x = wi._y = !1, ha(e, t, n, i, a, o, s, !1, !0);
		let { left: c, top: l, width: u, height: d } = Z, f = u > 0 || d > 0, p = va != c || ya != l || ba != u || xa != d;
		if (f && p && Ui(Z), wi.setScale && f && p) {
			let e = c, t = u, n = l, r = d;
			if (D.ori == 1 && (e = l, t = d, n = c, r = u), Ti && Gi(S, na(e, S), na(e + t, S)), X) for (let e in b) {
				let t = b[e];
				e != S && t.from == null && t.min != R && Gi(e, na(n + r, e), na(n, e));
			}
			_a();
		} else M.lock && (M._lock = !M._lock, da(t, !0, e != null));
		e != null && (wt(Ne, He), Ma(Ne, r, J, Y, L, z, null));
	}
	function wa(e, t, n, r, i, a, o) {
		if (M._lock) return;
		wn(e);
		let s = Ci;
		if (Ci) {
			let e = !0, t = !0, n, r;
			D.ori == 0 ? (n = Ti, r = X) : (n = X, r = Ti), n && r && (e = J <= 10 || J >= L - 10, t = Y <= 10 || Y >= z - 10), n && e && (J = J < yi ? 0 : L), r && t && (Y = Y < bi ? 0 : z), da(null, !0, !0), Ci = !1;
		}
		J = -10, Y = -10, ze.fill(null), da(null, !0, !0), s && (Ci = s);
	}
	function Ta(e, t, n, i, a, o, s) {
		M._lock || (wn(e), ir(), _a(), e != null && Ma(Ie, r, J, Y, L, z, null));
	}
	function Ea() {
		y.forEach(Vi), vn(r.width, r.height, !0);
	}
	it(Be, Ue, Ea);
	let Da = {};
	Da.mousedown = Sa, Da.mousemove = ma, Da.mouseup = Ca, Da.dblclick = Ta, Da.setSeries = (e, t, n, i) => {
		let a = $.match[2];
		n = a(r, t, n), n != -1 && Ki(n, i, !0, !1);
	}, Ge && (Ct(Me, m, Sa), Ct(je, m, ma), Ct(Pe, m, (e) => {
		wn(e), pa(!1);
	}), Ct(Fe, m, wa), Ct(Ie, m, Ta), Ei.add(r), r.syncRect = pa);
	let Oa = r.hooks = e.hooks || {};
	function Q(e, t, n) {
		oi ? si.push([
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
	let ka = (e, t, n) => n, $ = H({
		key: null,
		setSeries: !1,
		filters: {
			pub: Ht,
			sub: Ht
		},
		scales: [S, v[1] ? v[1].scale : null],
		match: [
			Ut,
			Ut,
			ka
		],
		values: [null, null]
	}, M.sync);
	$.match.length == 2 && $.match.push(ka), M.sync = $;
	let Aa = $.key, ja = Yr(Aa);
	function Ma(e, t, n, r, i, a, o) {
		$.filters.pub(e, t, n, r, i, a, o) && ja.pub(e, t, n, r, i, a, o);
	}
	ja.sub(r);
	function Na(e, t, n, r, i, a, o) {
		$.filters.sub(e, t, n, r, i, a, o) && Da[e](null, t, n, r, i, a, o);
	}
	r.pub = Na;
	function Pa() {
		ja.unsub(r), Ei.delete(r), St.clear(), at(Be, Ue, Ea), l.remove(), Qe?.remove(), Q("destroy");
	}
	r.destroy = Pa;
	function Fa() {
		Q("init", e, t), rr(t || e.data, !1), A[S] ? fi(S, A[S]) : ir(), hn = Z.show && (Z.width > 0 || Z.height > 0), mn = _n = !0, vn(e.width, e.height);
	}
	return v.forEach(Nn), y.forEach(zn), n ? n instanceof HTMLElement ? (n.appendChild(l), Fa()) : n(r, Fa) : Fa(), r;
}
Z.assign = H, Z.fmtNum = Ct, Z.rangeNum = yt, Z.rangeLog = pt, Z.rangeAsinh = mt, Z.orient = Qr, Z.pxRatio = N, Z.join = hn, Z.fmtDate = Dn, Z.tzDate = kn, Z.sync = Yr;
{
	Z.addGap = ri, Z.clipGaps = ni;
	let e = Z.paths = { points: _i };
	e.linear = xi, e.stepped = Si, e.bars = Y, e.spline = wi;
}
// src/series.ts
function Hi(e, t) {
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
			let r = new Z(this.options(e, t), this.data(t), e);
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
				Hi(t, this.smoothing)
			];
		});
		return t.length === 1 ? t[0] : Z.join(t);
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
// src/format.ts
function Ji(e, t = 3) {
	if (e == null) return "–";
	if (Number.isNaN(e)) return "NaN";
	if (!Number.isFinite(e)) return e > 0 ? "+∞" : "−∞";
	let n = Math.abs(e);
	return n !== 0 && (n < .001 || n >= 1e5) ? e.toExponential(2) : e.toFixed(t);
}
var Yi = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function Xi(e) {
	return `⟨U+${e.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}
function Zi(e) {
	return e.replace(Yi, Xi);
}
function Qi(e) {
	return e === "" ? "∅" : Zi(e).replace(/\n/g, "↵\n").replace(/\t/g, "→	");
}
// src/views/credit.ts
function $i(e, t, n) {
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
var ea = 5, ta = class {
	root;
	onFocus;
	trace = null;
	lists;
	sources;
	constructor(e, t) {
		this.root = e, this.onFocus = t, this.lists = b("div", "credit-lists"), this.sources = b("div", "credit-sources"), this.sources.setAttribute("aria-live", "polite");
	}
	show(e) {
		if (this.trace = e, this.root.replaceChildren(), this.lists.replaceChildren(), this.sources.replaceChildren(), !e || e.tokenIds.length === 0) return;
		this.root.append(b("div", "chart-title", "Credit and blame"), this.lists, this.sources);
		let t = e.fields.get("advantage");
		if (t) {
			let { top: e, bottom: n } = $i(t, ea, !0);
			this.addList("credit", "most credit (advantage)", e), this.addList("blame", "most blame (advantage)", n);
		}
		let n = e.fields.get("token_reward");
		if (n) {
			let { top: e } = $i(n.map(Math.abs), ea, !0);
			this.addList("reward", "reward landed on", e.map((e) => ({
				position: e.position,
				value: n[e.position]
			})));
		}
		let r = u(e);
		r && this.addList("kl", "furthest from the reference (KL)", $i(r, ea, !0).top), this.lists.childElementCount || this.lists.append(b("div", "note", "No advantage, reward or KL logged for this sample.")), this.showSources(-1);
	}
	showSources(e) {
		let t = this.trace;
		if (this.sources.replaceChildren(), !t) return;
		if (t.attributionError) {
			this.sources.append(b("div", "note error", `Attribution unavailable: ${t.attributionError}`));
			return;
		}
		if (!t.attribution) {
			this.sources.append(b("div", "note", `No attribution for this sample: run \`tb-verl attribute LOGDIR --run RUN --checkpoint HF_DIR --steps ${t.step}\` to see which tokens each decision drew on.`));
			return;
		}
		if (e < 0) {
			this.sources.append(b("div", "note", "Hover or focus a token to see which tokens its decision drew on."));
			return;
		}
		let n = b("div", "sources-title");
		n.append("Token ", b("span", "source-token", Qi(t.tokenText[e] ?? "")), ` (position ${e}) drew on (${t.attribution.method}):`);
		let r = b("ol", "source-list");
		for (let n of o(t, e)) {
			let e = b("li", "source");
			e.dataset.part = n.part, e.dataset.index = String(n.index);
			let t = b("span", n.weight >= 0 ? "source-bar positive" : "source-bar negative");
			t.style.width = `${Math.max(2, Math.abs(n.weight) * 100)}%`;
			let i = b("span", "source-track");
			i.append(t), e.append(b("span", "source-where", `${n.part} ${n.index}`), b("span", "source-text", Qi(n.text)), i, b("span", "source-weight", Ji(n.weight, 3))), n.part === "response" && (e.classList.add("clickable"), e.addEventListener("click", () => this.onFocus(n.index))), r.append(e);
		}
		this.sources.append(n, r);
	}
	addList(e, t, n) {
		if (!this.trace || n.length === 0) return;
		let r = b("div", "credit-list");
		r.dataset.kind = e, r.append(b("span", "credit-title", t));
		for (let e of n) {
			let t = b("button", "credit-chip");
			t.dataset.i = String(e.position), t.append(b("span", "chip-text", Qi(this.trace.tokenText[e.position] ?? "")), b("span", "chip-value", Ji(e.value, 3))), t.title = `position ${e.position}`, t.addEventListener("click", () => this.onFocus(e.position)), r.append(t);
		}
		this.lists.append(r);
	}
}, na = [
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
function ra(e) {
	let t = [];
	for (let n of na) {
		let r = n.values(e);
		r && t.push({
			label: n.label,
			values: r,
			color: [n.light, n.dark]
		});
	}
	return t;
}
var ia = [
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
], aa = class {
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
		let n = ra(e);
		if (n.length === 0) return;
		let r = document.createElement("div");
		r.className = "chart-title", r.textContent = "along the response (token position)", this.root.append(r);
		let i = Array.from(e.tokenIds, (e, t) => t), a = t ? "#bbb" : "#555", o = { stroke: t ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)" };
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
				incrs: ia
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
}, oa = [
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
], sa = [
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
function ca(e, t) {
	let n = Math.min(1, Math.max(0, t)) * (e.length - 1), r = Math.min(e.length - 2, Math.floor(n)), i = n - r, a = e[r], o = e[r + 1];
	return [
		0,
		1,
		2
	].map((e) => Math.round(a[e] + (o[e] - a[e]) * i));
}
var la = [
	160,
	160,
	160
];
function ua(e, t) {
	if (!Number.isFinite(t)) return NaN;
	if (e.kind === "sequential") {
		let n = e.max - e.min;
		return Math.min(1, Math.max(0, n > 0 ? (t - e.min) / n : .5));
	}
	let n = Math.max(Math.abs(e.min), Math.abs(e.max));
	return Math.min(1, Math.max(0, n > 0 ? .5 + t / (2 * n) : .5));
}
function da(e, t) {
	let n = ua(e, t);
	return Number.isNaN(n) ? la : ca(e.kind === "sequential" ? oa : sa, n);
}
function fa(e, t) {
	let n = ua(e, t);
	return Number.isNaN(n) ? "missing" : `${e.kind}-${Math.min(63, Math.floor(n * 64))}`;
}
function pa(e) {
	let t = [`${e}.missing { background: ${ha(la)}; color: #000; }`];
	for (let [n, r] of [["sequential", oa], ["diverging", sa]]) for (let i = 0; i < 64; i++) {
		let a = ca(r, (i + .5) / 64);
		t.push(`${e}.${n}-${i} { background: ${ha(a)}; color: ${ma(a)}; }`);
	}
	return t.join("\n");
}
function ma(e) {
	let t = e.map((e) => {
		let t = e / 255;
		return t <= .03928 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	});
	return .2126 * t[0] + .7152 * t[1] + .0722 * t[2] > .179 ? "#000" : "#fff";
}
function ha(e) {
	return `rgb(${e[0]}, ${e[1]}, ${e[2]})`;
}
function ga(e) {
	return `linear-gradient(to right, ${(e === "sequential" ? oa : sa).map((e) => ha(e)).join(", ")})`;
}
// src/views/exploration.ts
var _a = [
	"exploration/forking_share",
	"exploration/top1_prob/mean",
	"exploration/exploratory_share",
	"exploration/groups/dead_share"
], va = 160;
function ya(e, t, n) {
	return Math.min(n - 1, Math.max(0, Math.floor(e / t * n)));
}
var ba = class {
	root;
	onPick;
	data = null;
	selected = null;
	canvas;
	title;
	constructor(e, t) {
		this.root = e, this.onPick = t, this.title = document.createElement("div"), this.title.className = "chart-title", this.canvas = document.createElement("canvas"), this.canvas.className = "entropy-heatmap", this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step"), this.canvas.addEventListener("click", (e) => {
			if (!this.data) return;
			let t = ya(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
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
		this.canvas.width = t * n, this.canvas.height = va * n, this.canvas.style.width = `${t}px`, this.canvas.style.height = `${va}px`;
		let r = this.canvas.getContext("2d");
		r.scale(n, n);
		let i = e.steps.length, a = e.edges.length - 1, o = 0;
		for (let t of e.shares) for (let e of t) o = Math.max(o, e);
		let s = {
			kind: "sequential",
			min: 0,
			max: Math.sqrt(o || 1)
		}, c = t / i, l = va / a;
		for (let t = 0; t < i; t++) for (let n = 0; n < a; n++) r.fillStyle = ha(da(s, Math.sqrt(e.shares[t][n]))), r.fillRect(t * c, va - (n + 1) * l, Math.ceil(c), Math.ceil(l));
		if (this.selected !== null) {
			let t = 0;
			for (let n = 1; n < i; n++) Math.abs(e.steps[n] - this.selected) < Math.abs(e.steps[t] - this.selected) && (t = n);
			r.strokeStyle = "#ff6f00", r.lineWidth = 2, r.strokeRect(t * c, 1, Math.max(2, c), 158);
		}
	}
};
function xa(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = r > 0 ? e[r - 1] : "";
		(r === 0 || n >= 256 && i.endsWith("\n") || n >= 1024) && (t.push(r), n = 0), n++;
	}
	return t;
}
function Sa(e, t) {
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r + 1 >> 1;
		e[i] <= t ? n = i : r = i - 1;
	}
	return n;
}
var Ca = 24.7, wa = 7.9, Ta = class {
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
		this.trace = e, this.values = t, this.scale = n, this.outlined = r, this.element = document.createElement("div"), this.element.className = "path", this.starts = xa(e.tokenText), this.spans = Array(e.tokenIds.length), this.observer = new IntersectionObserver((e) => {
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
			n.style.minHeight = `${Math.ceil(i * wa / 900) * Ca}px`, this.blocks.push(n), this.filled.push(!1), this.element.append(n), this.observer.observe(n);
		}
		for (let e = 0; e < Math.min(2, this.blocks.length); e++) this.fill(e);
	}
	get length() {
		return this.spans.length;
	}
	span(e) {
		return this.fill(Sa(this.starts, e)), this.spans[e];
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
			e.className = n && r ? `tok ${fa(r, n[i])}` : "tok", e.textContent = Qi(t.tokenText[i]), e.dataset.i = String(i), this.outlined?.(i) && e.classList.add("forking"), t.responseMask && !t.responseMask[i] && (e.classList.add("masked"), e.title = "not generated by the policy (response_mask 0)"), this.spans[i] = e, o.append(e);
		}
		i.append(o), i.style.minHeight = "", this.observer.unobserve(i);
	}
}, Ea = class {
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
			t.className = "text-only", t.textContent = Zi(e.responseText), s.append(t);
		} else {
			let t = new Ta(e, r, i);
			t.element.classList.add("compact"), this.strips.push(t), s.append(t.element);
		}
		this.root.append(s);
	}
};
// src/views/group.ts
function Da(e, t) {
	return e.filter((e) => e.group_id === t).sort((e, t) => (s(t.score) ?? -Infinity) - (s(e.score) ?? -Infinity));
}
function Oa(e) {
	if (!e || e.length === 0) return null;
	let t = 0, n = 0;
	for (let r of e) Number.isFinite(r) && (t += r, n++);
	return n ? t / n : null;
}
var Q = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new Ea(e);
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
			this.rows.add(e, `#${e.sampleIndex} · score ${Ji(e.score)} · mean advantage ${Ji(Oa(e.fields.get("advantage")))}`, () => this.onOpen(e.sampleIndex), i, i ? m(r, i) : null, "group-row", { sample: String(e.sampleIndex) });
		}
	}
}, ka = 14, $ = {
	kind: "sequential",
	min: 0,
	max: 1
};
function Aa(e, t, n) {
	return n <= t ? 0 : Math.min(n - t, Math.max(0, e - Math.floor(t / 2)));
}
var ja = class {
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
			let t = this.start + Math.floor(e.offsetX / ka);
			this.trace && t < this.trace.tokenIds.length && this.onPosition(t);
		}), this.root.append(t, n), this.canvas = n, this.draw();
	}
	point(e) {
		this.active = e, this.draw();
	}
	draw() {
		let { canvas: e, trace: t } = this;
		if (!e || !t?.topK) return;
		let { k: n, ids: r, logProbs: i } = t.topK, a = Math.max(1, Math.floor((this.root.clientWidth || 600) / ka)), o = t.tokenIds.length;
		this.start = Aa(Math.max(0, this.active), a, o);
		let s = Math.min(a, o - this.start), c = window.devicePixelRatio || 1;
		e.width = s * ka * c, e.height = n * ka * c, e.style.width = `${s * ka}px`, e.style.height = `${n * ka}px`;
		let l = e.getContext("2d");
		l.scale(c, c);
		for (let e = 0; e < s; e++) {
			let a = this.start + e;
			for (let o = 0; o < n; o++) l.fillStyle = ha(da($, Math.exp(i[a * n + o]))), l.fillRect(e * ka, o * ka, 13, 13), r[a * n + o] === t.tokenIds[a] && (l.strokeStyle = "#ff6f00", l.lineWidth = 2, l.strokeRect(e * ka + 1, o * ka + 1, 11, 11));
			a === this.active && (l.strokeStyle = "#e91e63", l.lineWidth = 1, l.strokeRect(e * ka + .5, .5, 13, n * ka - 1));
		}
	}
};
// src/views/history.ts
function Ma(e, t) {
	let n = e.fields.get("log_prob");
	if (!n) return null;
	let r = new Float32Array(e.tokenIds.length).fill(NaN), i = t?.fields.get("log_prob");
	if (!t || !i) return r;
	let a = Math.min(e.tokenIds.length, t.tokenIds.length);
	for (let o = 0; o < a; o++) e.tokenIds[o] === t.tokenIds[o] && (r[o] = Math.exp(n[o]) - Math.exp(i[o]));
	return r;
}
function Na(e, t) {
	if (e.length <= t) return e;
	let n = /* @__PURE__ */ new Set();
	for (let r = 0; r < t; r++) n.add(Math.round(r * (e.length - 1) / (t - 1)));
	return [...n].sort((e, t) => e - t).map((t) => e[t]);
}
var Pa = class {
	onOpen;
	rows;
	constructor(e, t) {
		this.onOpen = t, this.rows = new Ea(e);
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
		a.className = "prompt", a.textContent = Zi(e), this.rows.root.append(r, a);
		let o = null;
		for (let e of t) {
			let t = Ma(e, o);
			this.rows.add(e, `step ${e.step} · #${e.sampleIndex} · score ${Ji(e.score)}`, () => this.onOpen(e.step, e.sampleIndex), t, t ? {
				kind: "diverging",
				min: -1,
				max: 1
			} : null, "history-row", { step: String(e.step) }), o = e;
		}
	}
}, Fa = [
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
function Ia(e, t, n) {
	let r = Fa.find((e) => e.key === t);
	return r ? e.slice().sort((e, t) => {
		let i = r.value(e), a = r.value(t), o = i === null || typeof i == "number" && Number.isNaN(i), s = a === null || typeof a == "number" && Number.isNaN(a);
		if (o || s) return Number(o) - Number(s);
		let c = typeof i == "number" && typeof a == "number" ? i - a : String(i).localeCompare(String(a));
		return n ? -c : c;
	}) : e.slice();
}
var La = {
	score: (e) => s(e.score),
	len: (e) => e.length,
	entropy: (e) => s(e.mean_entropy),
	kl: (e) => s(e.mean_kl)
}, Ra = /^(score|len|entropy|kl)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;
function za(e) {
	return [...e.matchAll(/"([^"]+)"/g)].map((e) => e[1]);
}
function Ba(e) {
	return za(e).map((e) => e.toLowerCase());
}
function Va(e, t, n) {
	if (n !== void 0 && !Ba(t).every((e) => n.toLowerCase().includes(e))) return !1;
	let r = t.replace(/"[^"]*"/g, " ");
	for (let t of r.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
		let n = Ra.exec(t);
		if (n) {
			let t = La[n[1]](e), r = Number(n[3]);
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
function Ha(e) {
	return e.length > 10 ? `${e.slice(0, 8)}…` : e;
}
var Ua = class {
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
			this.filter = this.filterInput.value, Ba(this.filter).length && this.texts === null && this.onNeedTexts(), this.render();
		}), this.searchAll = document.createElement("button"), this.searchAll.className = "view-button search-all", this.searchAll.hidden = !0, this.searchAll.addEventListener("click", () => {
			let [e] = za(this.filter);
			e && this.onSearchAll(e);
		}), this.body = document.createElement("div"), this.root.append(this.filterInput, this.searchAll, this.body);
	}
	visibleSamples() {
		return this.detail ? Ia(this.detail.samples.filter((e) => Va(e, this.filter, this.texts?.get(e.sample_index))), this.sortKey, this.descending) : [];
	}
	wantsTexts() {
		return Ba(this.filter).length > 0;
	}
	setTexts(e, t) {
		this.detail?.step === e && (this.texts = t, this.render());
	}
	show(e, t) {
		(e?.step !== this.detail?.step || e?.split !== this.detail?.split) && (this.texts = null), this.detail = e, this.selectedSample = t, this.render();
	}
	render() {
		this.body.replaceChildren();
		let [e] = za(this.filter);
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
		for (let e of Fa) {
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
			for (let n of Fa) {
				let r = n.value(e), i = t.insertCell();
				n.key === "group" ? (i.textContent = Ha(e.group_id), i.title = e.group_id) : i.textContent = typeof r == "number" && !Number.isInteger(r) ? Ji(r) : String(r ?? "–");
			}
			let n = () => this.onSelect(e.sample_index);
			t.addEventListener("click", n), t.addEventListener("keydown", (e) => e.key === "Enter" && n());
		}
		this.body.append(i);
	}
}, Wa = {
	log_prob: "log-prob",
	entropy: "entropy",
	value: "value",
	token_reward: "reward",
	advantage: "advantage",
	returns: "return",
	ref_log_prob: "ref log-prob",
	kl: "KL (k1)"
};
function Ga(e) {
	let t = Array.from(e).filter(Number.isFinite).sort((e, t) => e - t);
	return t.length === 0 ? Infinity : t[Math.min(t.length - 1, Math.floor(t.length * .9))];
}
var Ka = !1;
function qa() {
	if (Ka) return;
	Ka = !0;
	let e = document.createElement("style");
	e.textContent = pa(".tok"), document.head.append(e);
}
var Ja = class {
	root;
	onMetric;
	onActivate;
	trace = null;
	metric = null;
	active = -1;
	strip = null;
	card;
	constructor(e, t, n = () => {}) {
		this.root = e, this.onMetric = t, this.onActivate = n, this.card = b("div", "card"), this.card.setAttribute("role", "tooltip"), this.card.hidden = !0, document.body.append(this.card), qa();
	}
	forkingThreshold = null;
	show(e, t) {
		if (this.trace = e, this.active = -1, this.card.hidden = !0, this.root.replaceChildren(), this.strip?.dispose(), this.strip = null, !e) return;
		let n = p(e);
		this.metric = n.find((e) => e.key === t) ?? n[0];
		let r = b("div", "path-header"), i = b("select", "metric-picker");
		i.setAttribute("aria-label", "colour tokens by");
		for (let t of n) {
			let n = b("option", void 0, t.label);
			n.value = t.key, n.disabled = t.values(e) === null, n.selected = t.key === this.metric.key, i.append(n);
		}
		i.addEventListener("change", () => this.onMetric(i.value)), r.append(b("span", "label", "colour by"), i);
		let a = this.metric.values(e);
		r.append(this.legend(a));
		let o = [`step ${e.step}`, `sample ${e.sampleIndex}`];
		if (e.groupId && o.push(`group ${Ha(e.groupId)}`), e.score !== null && o.push(`score ${Ji(e.score)}`), r.append(b("span", "meta", o.join(" · "))), this.root.append(r), e.promptText) {
			let t = b("div", "prompt");
			t.append(b("span", "label", "prompt "), b("span", "prompt-text", Zi(e.promptText))), this.root.append(t);
		}
		let s = e.fields.get("entropy"), c = this.forkingThreshold, l = this.metric.key === "entropy" && s && c !== null ? (e) => s[e] > c : null;
		l && r.append(b("span", "forking-note", `outlined: forking tokens (entropy > ${Ji(c, 3)})`));
		let u = new Ta(e, a, a ? m(this.metric, a) : null, l);
		this.strip = u;
		let d = u.element;
		d.tabIndex = 0, d.setAttribute("aria-label", "response tokens: arrow keys move between tokens"), e.tokenIds.length === 0 && (e.responseText ? (d.append(b("div", "note", "Text only: this trace has no per-token data (imported from a verl dump).")), d.append(b("div", "text-only", Zi(e.responseText)))) : d.append(b("span", "empty", "(empty response)"))), d.addEventListener("mouseover", (e) => {
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
		let t = b("span", "legend");
		if (!e || !this.metric) return t.textContent = "not logged for this sample", t;
		let n = m(this.metric, e), r = b("span", "legend-bar");
		r.style.background = ga(n.kind);
		let i = Math.max(Math.abs(n.min), Math.abs(n.max)), [a, o] = n.kind === "diverging" ? [-i, i] : [n.min, n.max];
		return t.append(b("span", "legend-min", Ji(a, 2)), r, b("span", "legend-max", Ji(o, 2))), t;
	}
	nextUncertainToken() {
		let e = this.trace?.fields.get("entropy");
		if (!e || !this.strip || e.length === 0) return !1;
		let t = Ga(e);
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
		let n = b("div", "card-title");
		n.append(b("span", "card-token", Qi(e.tokenText[t])), b("span", "card-id", `id ${e.tokenIds[t]} · position ${t}`)), this.card.append(n);
		let { alternatives: r, rank: i } = h(e, t), a = b("table", "card-numbers"), o = (e, t) => {
			let n = a.insertRow();
			n.insertCell().textContent = e, n.insertCell().textContent = t;
		};
		e.responseMask && !e.responseMask[t] && o("response_mask", "0: not a policy token");
		let s = e.fields.get("log_prob");
		s && o("probability", Ji(Math.exp(s[t]), 4)), e.topK && o("rank", i === null ? `> ${e.topK.k}` : String(i));
		for (let [n, r] of e.fields) o(Wa[n] ?? n.replace(/^extra:/, ""), Ji(r[t], 4));
		let c = e.fields.has("kl") ? null : u(e);
		if (c && o("KL (k1)", Ji(c[t], 4)), r.length) {
			let n = b("div", "topk");
			n.append(b("div", "topk-title", `top-${r.length} alternatives`));
			for (let i of r) {
				let r = b("div", "topk-row");
				i.id === e.tokenIds[t] && r.classList.add("chosen");
				let a = b("span", "topk-bar");
				a.style.width = `${Math.max(1, i.prob * 100)}%`, r.append(b("span", "topk-text", Qi(i.text)), b("span", "topk-track", void 0), b("span", "topk-prob", Ji(i.prob, 3))), r.children[1].append(a), n.append(r);
			}
			this.card.append(n);
		}
		this.card.append(a);
	}
}, Ya = class {
	root;
	onOpen;
	constructor(e, t) {
		this.root = e, this.onOpen = t;
	}
	clear() {
		this.root.replaceChildren();
	}
	loading(e) {
		this.root.replaceChildren(b("div", "note", `Searching every step for "${e}"…`));
	}
	show(e) {
		this.root.replaceChildren();
		let t = e.matches.length, n = b("div", "chart-title", `${t}${e.truncated ? "+" : ""} recorded sample${t === 1 ? "" : "s"} of every step contain "${e.query}"` + (e.truncated ? ` (the first ${t} shown)` : "") + " (case-sensitive)" + (e.skipped ? `; ${e.skipped} damaged record${e.skipped === 1 ? "" : "s"} skipped` : "")), r = b("button", "search-close", "×");
		r.title = "close the search results", r.setAttribute("aria-label", "close the search results"), r.addEventListener("click", () => this.clear()), n.append(" ", r);
		let i = b("ol", "search-list");
		for (let [t, n, r, a] of e.matches) {
			let e = b("li", "search-hit");
			e.dataset.step = String(t), e.dataset.sample = String(n);
			let o = b("button", "search-open", `step ${t} · #${n} · ${r}`);
			o.addEventListener("click", () => this.onOpen(t, n)), e.append(o, b("span", "search-snippet", Zi(a))), i.append(e);
		}
		this.root.append(n, t ? i : b("div", "note", "No recorded prompt or response contains it."));
	}
}, Xa = class {
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
}, Za = class {
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
			let e = Number(this.box.value), t = this.box.value.trim() === "" || !Number.isFinite(e) ? null : C(this.steps, e);
			t !== null && this.onPick(t);
		}), this.count = document.createElement("span"), this.count.className = "step-count", this.element.append(this.slider, "step ", this.box, this.count);
	}
	show(e, t) {
		this.steps = e, this.slider.max = String(Math.max(0, e.length - 1)), this.slider.disabled = e.length < 2;
		let n = t === null ? -1 : Qa(e, t);
		this.slider.value = String(Math.max(0, n)), this.box.value = t === null ? "" : String(t), this.count.textContent = e.length ? ` (${n + 1} of ${e.length} traced)` : " (none traced)";
	}
};
function Qa(e, t) {
	let n = 0, r = e.length;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i].step < t ? n = i + 1 : r = i;
	}
	return n < e.length && e[n].step === t ? n : -1;
}
// src/app.ts
var $a = [
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
function eo(e) {
	let t = new Set(e), n = [];
	for (let e of $a) {
		let r = e.find((e) => t.has(e));
		r && n.push(r);
	}
	for (let t of e) {
		if (n.length >= 4) break;
		n.includes(t) || n.push(t);
	}
	return n;
}
function to(e) {
	return e instanceof g ? `${e.message} (HTTP ${e.status})` : e instanceof Error ? e.message : String(e);
}
var no = class {
	store = new x(S());
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
		let t = b("header", "toolbar");
		this.runSelect = document.createElement("select"), this.runSelect.setAttribute("aria-label", "run"), this.runSelect.addEventListener("change", () => void this.selectRun(this.runSelect.value)), this.splitSelect = document.createElement("select"), this.splitSelect.setAttribute("aria-label", "traces of"), this.splitSelect.hidden = !0, this.splitSelect.addEventListener("change", () => void this.selectSplit(this.splitSelect.value));
		let n = this.button("◀", "previous logged step", () => this.moveStep(-1)), r = this.button("▶", "next logged step", () => this.moveStep(1));
		this.stepPicker = new Za((e) => void this.selectStep(e)), this.chartControls = new Xa(this.store.state.smoothing, (e) => {
			this.store.set({ smoothing: e }), this.charts.setSmoothing(e);
		}, (e) => {
			this.store.set({ compareRuns: e }), this.loadCharts(this.store.state.chartTags);
		}), this.addChart = document.createElement("select"), this.addChart.setAttribute("aria-label", "add a chart"), this.addChart.addEventListener("change", () => {
			let e = this.addChart.value;
			this.addChart.value = "", e && !this.store.state.chartTags.includes(e) && this.loadCharts([...this.store.state.chartTags, e]);
		}), this.status = b("span", "status"), this.status.setAttribute("role", "status");
		let i = document.createElement("label");
		i.append("Run ", this.runSelect), t.append(i, this.splitSelect, n, this.stepPicker.element, r, this.addChart, this.chartControls.element, this.status);
		let a = b("section", "charts"), o = b("section", "exploration");
		o.hidden = !0;
		let s = b("div"), c = b("div", "charts");
		o.append(s, c);
		let l = b("main", "detail"), u = b("section", "samples-pane"), d = b("section", "path-pane"), f = b("div"), p = b("div", "credit"), m = b("div", "curves"), h = b("div", "heatmap-pane");
		this.groupButton = b("button", "view-button group-button"), this.groupButton.hidden = !0, this.groupButton.addEventListener("click", () => void this.showGroup());
		let g = b("div", "group-view");
		this.historyButton = b("button", "view-button history-button", "Follow this prompt across training"), this.historyButton.hidden = !0, this.historyButton.addEventListener("click", () => void this.showHistory());
		let _ = b("div", "history-view"), v = b("div", "view-buttons");
		v.append(this.groupButton, this.historyButton), d.append(f, p, v, m, h, g, _), l.append(u, d), e.append(t, a, o, l), this.charts = new qi(a, this.store.state.smoothing, (e) => this.selectNearest(e)), this.explorationRoot = o, this.exploration = new ba(s, (e) => {
			this.store.set({ metric: "entropy" }), this.selectNearest(e);
		}), this.explorationCharts = new qi(c, 0, (e) => this.selectNearest(e)), this.samples = new Ua(u, (e) => void this.selectSample(e), () => void this.loadTexts(), (e) => void this.searchAll(e));
		let y = b("div", "search-results");
		u.append(y), this.search = new Ya(y, (e, t) => void this.selectStep(e, t)), this.path = new Ja(f, (e) => this.store.set({ metric: e }), (e) => {
			this.token = e, this.persistView(), this.curves.point(e), this.heatmap.point(e), this.credit.showSources(e);
		}), this.credit = new ta(p, (e) => this.path.focusToken(e)), this.curves = new aa(m, (e) => this.path.focusToken(e)), this.heatmap = new ja(h, (e) => this.path.focusToken(e)), this.group = new Q(g, (e) => void this.selectSample(e)), this.history = new Pa(_, (e, t) => void this.selectStep(e, t)), this.store.subscribe((e, t) => {
			if (t.has("message") && (this.status.textContent = e.message?.text ?? "", this.status.dataset.kind = e.message?.kind ?? ""), (t.has("step") || t.has("steps")) && (this.stepPicker.show(e.steps, e.step), this.charts.select(e.step), this.explorationCharts.select(e.step), this.exploration.select(e.step)), (t.has("stepDetail") || t.has("sample")) && (this.samples.show(e.stepDetail, e.sample), t.has("stepDetail") && this.samples.wantsTexts() && this.loadTexts()), t.has("trace") || t.has("metric")) {
				this.path.show(e.trace, e.metric), this.curves.show(e.trace, e.dark), this.heatmap.show(e.trace), t.has("trace") && this.credit.show(e.trace), this.group.clear();
				let n = e.trace && e.stepDetail && e.trace.groupId ? Da(e.stepDetail.samples, e.trace.groupId) : [];
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
		}), T((e) => {
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
		e !== null && te({
			run: e,
			split: t,
			step: n ?? void 0,
			sample: r ?? void 0,
			token: this.token ?? void 0,
			metric: i
		});
	}
	async start() {
		let e = A();
		e.metric && this.store.set({ metric: e.metric }), this.store.set({ message: {
			kind: "info",
			text: "Loading runs…"
		} });
		try {
			let t = await y.runs();
			if (this.setRuns(t), E(() => void this.refresh()), t.length === 0) {
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
				text: `Cannot list runs: ${to(e)}`
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
				this.store.set({ steps: a }), await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : eo(i.scalar_tags)), await this.loadExploration(i), r === null && a.length && await this.selectStep(a[a.length - 1].step);
			} catch (e) {
				this.store.set({ message: {
					kind: "error",
					text: `Reload failed: ${to(e)}`
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
			await Promise.all([this.loadCharts(eo(r?.scalar_tags ?? [])), this.loadExploration(r ?? null)]);
			let o = await i;
			if (n !== this.generation.run) return;
			if (this.store.set({ steps: o }), this.charts.marks(o.map((e) => e.step)), this.explorationCharts.marks(o.map((e) => e.step)), o.length === 0) {
				this.store.set({ message: {
					kind: "info",
					text: "No decision traces in this run: call TraceLogger.log_decisions(step, ...)."
				} });
				return;
			}
			let s = t.step === void 0 ? o[o.length - 1].step : C(o, t.step);
			await this.selectStep(s, t.sample), t.token !== void 0 && n === this.generation.run && this.path.focusToken(t.token);
		} catch (e) {
			n === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: to(e)
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
			let i = this.store.state.step, a = i === null ? null : C(r, i);
			a !== null && await this.selectStep(a);
		} catch (e) {
			n === this.generation.run && this.store.set({ message: {
				kind: "error",
				text: to(e)
			} });
		}
	}
	async loadExploration(e) {
		if (this.explorationRoot.hidden = !e?.exploration, !e?.exploration) {
			this.path.forkingThreshold = null, this.exploration.show(null);
			return;
		}
		let t = _a.filter((t) => e.scalar_tags.includes(t)), [n, r] = await Promise.all([y.exploration(e.run), this.fetchSeries(t, [e.run])]);
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
				text: to(e)
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
					text: to(e)
				} });
			}
		}
	}
	async showGroup() {
		let { run: e, step: t, split: n, trace: r, stepDetail: i, metric: a } = this.store.state;
		if (e === null || t === null || !r || !i) return;
		let o = Da(i.samples, r.groupId);
		try {
			let i = await y.traces(e, n, o.map((e) => [t, e.sample_index]));
			if (this.store.state.trace !== r) return;
			this.group.show(r.groupId, i, a);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: to(e)
			} });
		}
	}
	async showHistory() {
		let { run: e, split: t, trace: n, stepDetail: r } = this.store.state, i = r?.samples.find((e) => e.sample_index === n?.sampleIndex);
		if (e !== null && n && i) try {
			let r = await y.prompt(e, i.prompt_hash, t), a = Na(r, 24), o = await y.traces(e, t, a.map(([e, t]) => [e, t]));
			if (this.store.state.trace !== n) return;
			this.history.show(n.promptText, o, r.length);
		} catch (e) {
			this.store.set({ message: {
				kind: "error",
				text: to(e)
			} });
		}
	}
	selectNearest(e) {
		let t = C(this.store.state.steps, e);
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
				text: to(e)
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
				text: to(e)
			} });
		}
	}
}, ro = ":root{--bg:#fff;--fg:#212121;--muted:#666;--border:#e0e0e0;--panel:#fafafa;--accent:#1565c0;--selected:#e3f2fd;--error:#b71c1c;--focus:#ff6f00;--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light}:root.dark{--bg:#202124;--fg:#e8eaed;--muted:#9aa0a6;--border:#3c4043;--panel:#292a2d;--accent:#8ab4f8;--selected:#174ea6;--error:#f28b82;--focus:#fdd663;--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark}html,body{height:100%;margin:0}body{background:var(--bg);color:var(--fg);font:13px/1.4 Roboto,system-ui,sans-serif;overflow:auto}.tbv-app{flex-direction:column;min-height:100%;display:flex}.toolbar{z-index:2;background:var(--panel);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;display:flex;position:sticky;top:0}.toolbar select,.toolbar button,.metric-picker{background:var(--bg);color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.toolbar button{cursor:pointer;min-width:28px}.step-picker{font-variant-numeric:tabular-nums;align-items:center;gap:6px;display:inline-flex}.step-picker input[type=range]{width:160px}.step-box{background:var(--bg);width:84px;color:var(--fg);border:1px solid var(--border);font:inherit;border-radius:4px;padding:3px 6px}.step-count{color:var(--muted)}.chart-controls{align-items:center;gap:8px;display:inline-flex}.chart-controls .smoothing{vertical-align:middle;width:90px}.chart-controls output{font-variant-numeric:tabular-nums;width:32px;display:inline-block}.compare-runs{position:relative}.compare-runs summary{cursor:pointer}.compare-runs .run-list{z-index:3;background:var(--bg);border:1px solid var(--border);border-radius:4px;min-width:180px;max-height:320px;padding:4px 8px;position:absolute;top:100%;left:0;overflow:auto}.run-list label{white-space:nowrap;display:block}.run-legend{color:var(--muted);flex-wrap:wrap;grid-column:1/-1;gap:12px;display:flex}.run-legend .swatch{vertical-align:middle;width:12px;height:3px;margin-right:4px;display:inline-block}.status{color:var(--muted);margin-left:auto}.status[data-kind=error]{color:var(--error)}:focus-visible{outline:2px solid var(--focus);outline-offset:1px}.charts{grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px;padding:8px 12px;display:grid}.chart{border:1px solid var(--border);cursor:crosshair;border-radius:4px;min-width:0;padding:4px}.chart-title{color:var(--muted);padding:0 4px 2px;font-weight:500}.empty,.note{color:var(--muted);padding:8px}.detail{grid-template-columns:minmax(300px,2fr) 3fr;gap:12px;padding:8px 12px 24px;display:grid}@media (max-width:800px){.detail{grid-template-columns:1fr}}.samples-pane,.path-pane{min-width:0}.samples-pane{overflow-x:auto}.samples-caption{margin-bottom:4px;font-weight:500}table.samples{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}table.samples th,table.samples td{border-bottom:1px solid var(--border);text-align:right;white-space:nowrap;padding:3px 6px}table.samples th{cursor:pointer;-webkit-user-select:none;user-select:none;color:var(--muted);font-weight:500}table.samples td:nth-child(2),table.samples th:nth-child(2){text-align:left;white-space:normal}table.samples tbody tr{cursor:pointer}table.samples tbody tr:hover{background:var(--panel)}table.samples tbody tr.selected{background:var(--selected)}.path-header{flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:6px;display:flex}.label{color:var(--muted)}.meta{color:var(--muted);margin-left:auto}.legend{color:var(--muted);font-variant-numeric:tabular-nums;align-items:center;gap:4px;display:inline-flex}.legend-bar{border-radius:2px;width:120px;height:10px;display:inline-block}.prompt{background:var(--panel);white-space:pre-wrap;word-break:break-word;border-radius:4px;margin-bottom:6px;padding:6px 8px}.path{white-space:pre-wrap;word-break:break-word;border:1px solid var(--border);border-radius:4px;max-height:60vh;padding:6px;font:13px/1.9 Roboto Mono,ui-monospace,monospace;overflow:auto}.tok{unicode-bidi:isolate;border-radius:2px;margin-right:1px;padding:1px 2px}.tok-block{display:block}.tok.active{outline:2px solid var(--focus);outline-offset:0}.tok.masked{opacity:.45;font-style:italic}.card{z-index:10;background:var(--bg);min-width:200px;max-width:320px;color:var(--fg);border:1px solid var(--border);pointer-events:none;font-variant-numeric:tabular-nums;border-radius:6px;padding:8px;position:fixed;box-shadow:0 4px 14px #00000040}.card-title{justify-content:space-between;gap:8px;margin-bottom:6px;display:flex}.card-token{white-space:pre;font:600 14px Roboto Mono,ui-monospace,monospace}.card-id{color:var(--muted)}.card-numbers{border-collapse:collapse;width:100%;margin-top:6px}.card-numbers td{padding:1px 2px}.card-numbers td:last-child{text-align:right}.topk-title{color:var(--muted);margin-bottom:2px}.topk-row{grid-template-columns:80px 1fr 48px;align-items:center;gap:6px;display:grid}.topk-row.chosen .topk-text{font-weight:700}.topk-text{text-overflow:ellipsis;white-space:pre;font-family:Roboto Mono,ui-monospace,monospace;overflow:hidden}.topk-track{background:var(--panel);border-radius:2px;height:8px;overflow:hidden}.topk-bar{background:var(--accent);height:100%;display:block}.topk-prob{text-align:right}.curves,.heatmap-pane,.group-view{margin-top:10px}.heatmap{image-rendering:pixelated;cursor:crosshair;display:block}.view-button{background:var(--bg);color:var(--accent);border:1px solid var(--border);font:inherit;cursor:pointer;border-radius:4px;margin-top:8px;padding:3px 8px}.group-row{margin-bottom:6px}.group-head{color:var(--accent);font:inherit;cursor:pointer;background:0 0;border:none;padding:2px 0}.path.compact{max-height:5.8em}.text-only{white-space:pre-wrap;word-break:break-word}.u-legend{color:var(--fg);font-size:12px}.view-buttons{flex-wrap:wrap;gap:8px;display:flex}.history-view{margin-top:10px}.history-row{margin-bottom:6px}.sample-filter{box-sizing:border-box;width:100%;font:inherit;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px;margin-bottom:6px;padding:4px 6px}.exploration{padding:0 12px}.entropy-heatmap{cursor:pointer;border:1px solid var(--border);border-radius:4px;display:block}.exploration .charts{padding:8px 0}.credit{margin:8px 0}.credit-list{flex-wrap:wrap;align-items:center;gap:4px;margin:2px 0;display:flex}.credit-title{color:var(--muted);min-width:210px}.credit-chip{cursor:pointer;font:inherit;background:var(--panel);color:var(--fg);border:1px solid var(--border);border-radius:10px;align-items:baseline;gap:6px;padding:1px 8px;display:inline-flex}.credit-list[data-kind=credit] .credit-chip{border-color:#e08214}.credit-list[data-kind=blame] .credit-chip{border-color:#2166ac}.chip-text{white-space:pre;font-family:ui-monospace,monospace}.chip-value{color:var(--muted);font-variant-numeric:tabular-nums}.credit-sources{margin-top:6px}.sources-title{color:var(--muted)}.source-token{white-space:pre;color:var(--fg);font-family:ui-monospace,monospace}.source-list{max-width:560px;margin:4px 0;padding:0;list-style:none}.source{grid-template-columns:90px 110px 1fr 60px;align-items:center;gap:6px;display:grid}.source.clickable{cursor:pointer}.source-where{color:var(--muted)}.source-text{white-space:pre;text-overflow:ellipsis;font-family:ui-monospace,monospace;overflow:hidden}.source-track{background:var(--panel);border-radius:2px;height:8px}.source-bar{border-radius:2px;height:8px;display:block}.source-bar.positive{background:#e08214}.source-bar.negative{background:#2166ac}.source-weight{text-align:right;font-variant-numeric:tabular-nums}.tok.forking{outline:2px solid var(--focus);outline-offset:-1px}.forking-note{color:var(--muted)}.note.error{color:var(--error)}.search-all{margin:4px 0}.search-results{margin-top:6px}.search-list{max-height:360px;margin:4px 0;padding:0;list-style:none;overflow:auto}.search-hit{border-bottom:1px solid var(--border);align-items:baseline;gap:8px;padding:2px 0;display:flex}.search-open{white-space:nowrap;cursor:pointer;color:var(--accent);font:inherit;background:0 0;border:none;padding:0}.search-snippet{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted);font-family:ui-monospace,monospace}.search-close{cursor:pointer;color:var(--muted);font:inherit;background:0 0;border:none}";
// src/index.ts
function io() {
	let e = document.createElement("style");
	e.textContent = ".uplot,.uplot *,.uplot :before,.uplot :after{box-sizing:border-box}.uplot{width:min-content;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;line-height:1.5}.u-title{text-align:center;font-size:18px;font-weight:700}.u-wrap{-webkit-user-select:none;user-select:none;position:relative}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{width:100%;height:100%;display:block;position:relative}.u-axis{position:absolute}.u-legend{text-align:center;margin:auto;font-size:14px}.u-inline{display:block}.u-inline *{display:inline-block}.u-inline tr{margin-right:16px}.u-legend th{font-weight:600}.u-legend th>*{vertical-align:middle;display:inline-block}.u-legend .u-marker{width:1em;height:1em;margin-right:4px;background-clip:padding-box!important}.u-inline.u-live th:after{content:\":\";vertical-align:middle}.u-inline:not(.u-live) .u-value{display:none}.u-series>*{padding:4px}.u-series th{cursor:pointer}.u-legend .u-off>*{opacity:.3}.u-select{pointer-events:none;background:#00000012;position:absolute}.u-cursor-x,.u-cursor-y{pointer-events:none;will-change:transform;position:absolute;top:0;left:0}.u-hz .u-cursor-x,.u-vt .u-cursor-y{border-right:1px dashed #607d8b;height:100%}.u-hz .u-cursor-y,.u-vt .u-cursor-x{border-bottom:1px dashed #607d8b;width:100%}.u-cursor-pt{pointer-events:none;will-change:transform;border:0 solid;border-radius:50%;position:absolute;top:0;left:0;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}" + ro, document.head.append(e), new no(document.body).start();
}
export { io as render };
