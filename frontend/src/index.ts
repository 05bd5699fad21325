// Entry point loaded by TensorBoard's plugin frame: `import("./index.js").then(m => m.render())`.
import { element } from "./dom";
import uplotCss from "uplot/dist/uPlot.min.css?inline";
import { App } from "./app";
import css from "./styles.css?inline";

export function render(): void {
  const style = element("style");
  style.textContent = uplotCss + css;
  document.head.append(style);
  const app = new App(document.body);
  void app.start();
}
