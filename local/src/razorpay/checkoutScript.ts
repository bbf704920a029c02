/**
 * The simulator's `checkout.js`: defines `window.Razorpay` with Checkout's surface (options, `handler`,
 * `modal.ondismiss`, `.open()`, `.close()`, `.on("payment.failed")`) and shows a small dialog with Pay, Fail
 * and Close. It is plain ES5 so any browser runs it unbundled. Styles are set through the CSSOM, not a
 * <style> tag, so an app's Content-Security-Policy without 'unsafe-inline' styles cannot break it.
 */

const SCRIPT = String.raw`(function () {
  "use strict";
  var BASE = __BASE__;
  var seq = 0;

  function css(node, styles) {
    for (var name in styles) node.style[name] = styles[name];
    return node;
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var name in attrs) node.setAttribute(name, attrs[name]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function money(paise, currency) {
    try {
      return new Intl.NumberFormat("en-IN", { style: "currency", currency: currency || "INR" }).format(paise / 100);
    } catch (e) {
      return "\u20b9" + (paise / 100).toFixed(2);
    }
  }
  function post(path, body) {
    return fetch(BASE + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body)
    }).then(function (answer) {
      return answer.json().then(function (data) {
        if (!answer.ok) throw data;
        return data;
      });
    });
  }
  function button(action, label, primary, color) {
    var node = el("button", { type: "button", "data-rzp-sim": action }, label);
    return css(node, {
      flex: "1 1 auto", minHeight: "44px", minWidth: "72px", padding: "10px 14px", borderRadius: "6px",
      font: "inherit", fontWeight: "600", cursor: "pointer",
      border: primary ? "none" : "1px solid #8a8a8a",
      background: primary ? color : "#ffffff", color: primary ? "#ffffff" : "#1a1a1a"
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== "string" || options.key === "") {
      throw new Error("Razorpay: the key option is required");
    }
    this.options = options;
    this.listeners = {};
    this.root = null;
    this.returnFocus = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, data) {
    var list = this.listeners[event] || [];
    for (var i = 0; i < list.length; i++) list[i](data);
  };

  Razorpay.prototype.close = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === "function") modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.root) return this;
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    var color = (o.theme && o.theme.color) || "#3395ff";
    var id = "rzp-sim-" + (++seq);
    this.returnFocus = document.activeElement;

    var overlay = css(el("div", { "data-rzp-sim": "overlay" }), {
      position: "fixed", top: "0", right: "0", bottom: "0", left: "0", zIndex: "2147483000",
      display: "flex", alignItems: "center", justifyContent: "center", padding: "16px",
      boxSizing: "border-box", background: "rgba(0, 0, 0, 0.6)"
    });
    var dialog = css(el("div", {
      role: "dialog", "aria-modal": "true", "aria-labelledby": id + "-title", "aria-describedby": id + "-desc"
    }), {
      width: "100%", maxWidth: "360px", boxSizing: "border-box", background: "#ffffff", color: "#1a1a1a",
      borderRadius: "8px", overflow: "hidden", fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      fontSize: "16px", lineHeight: "1.4", boxShadow: "0 8px 32px rgba(0, 0, 0, 0.35)"
    });
    var header = css(el("div"), { background: color, color: "#ffffff", padding: "14px 20px" });
    header.appendChild(css(el("h2", { id: id + "-title" }, o.name || "Checkout"), { margin: "0", fontSize: "18px" }));
    header.appendChild(css(el("p", {}, "Test mode \u2014 Razorpay simulator"), { margin: "2px 0 0", fontSize: "13px" }));
    var body = css(el("div"), { padding: "16px 20px 20px" });
    body.appendChild(css(el("p", { id: id + "-desc" }, o.description || ""), { margin: "0 0 8px" }));
    body.appendChild(css(el("p", { "data-rzp-sim": "amount" }, money(Number(o.amount) || 0, o.currency)), {
      margin: "0 0 8px", fontSize: "24px", fontWeight: "700"
    }));
    if (prefill.email || prefill.contact) {
      body.appendChild(css(el("p", {}, [prefill.email, prefill.contact].filter(Boolean).join(" \u00b7 ")), {
        margin: "0 0 8px", fontSize: "13px", color: "#4a4a4a", overflowWrap: "anywhere"
      }));
    }
    var status = css(el("p", { role: "status", "aria-live": "polite", "data-rzp-sim": "status" }), {
      minHeight: "1.4em", margin: "0 0 12px", fontSize: "14px"
    });
    var row = css(el("div"), { display: "flex", flexWrap: "wrap", gap: "8px" });
    var pay = button("pay", "Pay " + money(Number(o.amount) || 0, o.currency), true, color);
    var fail = button("fail", "Fail", false, color);
    var close = button("close", "Close", false, color);
    var buttons = [pay, fail, close];
    row.appendChild(pay);
    row.appendChild(fail);
    row.appendChild(close);
    body.appendChild(status);
    body.appendChild(row);
    dialog.appendChild(header);
    dialog.appendChild(body);
    overlay.appendChild(dialog);

    function busy(on, text) {
      for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on;
      status.textContent = text;
    }
    var request = {
      order_id: o.order_id, key: o.key, description: o.description, email: prefill.email, contact: prefill.contact
    };

    pay.addEventListener("click", function () {
      busy(true, "Processing payment\u2026");
      post("/sim/pay", request).then(function (response) {
        self.close();
        if (typeof o.handler === "function") o.handler(response);
      }, function (err) {
        busy(false, (err && err.error && err.error.description) || "Payment could not be completed.");
      });
    });
    fail.addEventListener("click", function () {
      busy(true, "Processing payment\u2026");
      post("/sim/fail", request).then(function (failure) {
        busy(false, "Payment failed. You can try again.");
        self.emit("payment.failed", failure);
      }, function (err) {
        busy(false, (err && err.error && err.error.description) || "Payment could not be completed.");
      });
    });
    close.addEventListener("click", function () {
      self.dismiss();
    });
    overlay.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        event.preventDefault();
        self.dismiss();
      } else if (event.key === "Tab") {
        // Keep focus inside the dialog, as a modal must.
        var enabled = buttons.filter(function (b) { return !b.disabled; });
        if (enabled.length === 0) return;
        var first = enabled[0];
        var last = enabled[enabled.length - 1];
        if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
        else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
      }
    });

    document.body.appendChild(overlay);
    this.root = overlay;
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;

export function checkoutScript(publicBaseUrl: string): string {
  return SCRIPT.replace("__BASE__", JSON.stringify(publicBaseUrl));
}
