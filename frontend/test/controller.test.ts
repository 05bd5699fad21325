// Tests of the controller's ordering against a scripted server: each request waits until the test
// answers it, so a TensorBoard reload can land at the moment it lands in a browser (its first
// reload ends as the tab opens) without depending on timing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Controller } from "../src/controller";
import type { View } from "../src/model/view";
import { initialState, Store } from "../src/state";
import { FIELDS, traceJson } from "./model/fixtures";

interface Request {
  url: string;
  answer: (body: unknown, status?: number) => void;
}

let requests: Request[] = [];
let asked: string[] = [];

beforeEach(() => {
  requests = [];
  asked = [];
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url);
    return new Promise<Response>((resolve) => {
      requests.push({
        url,
        answer: (body, status = 200) =>
          resolve(new Response(typeof body === "string" ? body : JSON.stringify(body), { status })),
      });
    });
  });
});

afterEach(() => vi.unstubAllGlobals());

/** Lets every promise that can move on do so (fetch answers are macrotask-free here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers the first waiting request whose URL starts with `prefix`. */
async function answer(prefix: string, body: unknown, status = 200): Promise<void> {
  await settle();
  const i = requests.findIndex((r) => r.url.startsWith(prefix));
  if (i < 0) throw new Error(`no request ${prefix} waiting: ${requests.map((r) => r.url).join(", ")}`);
  requests.splice(i, 1)[0].answer(body, status);
  await settle();
}

/** Answers everything still waiting until nothing more is asked: scalars with no points, any
 * other route 404 (a step of a run without traces). */
async function answerTheRest(): Promise<void> {
  for (let round = 0; round < 20 && (await settle(), requests.length); round++) {
    for (const request of requests.splice(0)) {
      if (request.url.startsWith("scalars")) request.answer({ points: [] });
      else request.answer("gone", 404);
    }
  }
}

const RUNS = {
  runs: [
    { run: "a", scalar_tags: ["actor/entropy"], splits: ["train"], exploration: false },
    { run: "b", scalar_tags: ["actor/entropy"], splits: [], exploration: false },
  ],
};
const STEPS_OF_A = { run: "a", split: "train", steps: [[1, 1, null], [3, 1, null], [5, 1, null]], skipped: null };

function stepOfA(step: number): unknown {
  return { step, split: "train", wall_time: 0, batch_size: 1, rows: 1,
           columns: { sample_index: [2], group_id: ["g"], data_source: [""], score: [null], length: [2],
                      recorded: [true], selected_because: [["best"]], prompt_hash: ["0"] },
           extra_sample: {} };
}

/** Opens the tab on `view` with TensorBoard's first reload landing while run a opens (its
 * steps still on their way), then answers run a's listing. */
async function openWithReload(view: View): Promise<{ store: Store; controller: Controller; done: Promise<unknown> }> {
  const store = new Store(initialState());
  const controller = new Controller(store);
  const started = controller.start(view);
  await answer("fields", { fields: FIELDS, row_statistics: [] });
  await answer("runs", RUNS);
  const reloaded = controller.refresh();
  await answer("runs", RUNS);
  await answer("steps?run=a", STEPS_OF_A);
  return { store, controller, done: Promise.all([started, reloaded]) };
}

describe("controller", () => {
  it("keeps a shared link's step when TensorBoard's reload lands while the run opens", async () => {
    const { store, done } = await openWithReload({ run: "a", step: 3 });
    await answer("step?run=a&step=3", stepOfA(3));
    await answer("trace?run=a&step=3&sample=2", traceJson({ step: 3 }));
    await answerTheRest();
    await done;
    expect(store.state.step).toBe(3);
    expect(asked.filter((url) => url.startsWith("step?"))).toEqual(["step?run=a&step=3&split=train"]);
  });

  it("never opens a step of the run switched to from a reload that began while another opened", async () => {
    const { store, controller, done } = await openWithReload({});
    await answer("step?run=a&step=5", stepOfA(5));
    await answer("trace?run=a&step=5&sample=2", traceJson({ step: 5 }));
    // The user picks the run without traces while run a's charts are still loading.
    const switched = controller.selectRun("b");
    await answerTheRest();
    await Promise.all([done, switched]);
    expect(store.state.run).toBe("b");
    expect(store.state.step).toBeNull();
    expect(store.state.message?.text).toContain("No decision traces in this run");
    // Its charts and its diagnosis (scalars are enough for one), nothing of traces.
    expect(asked.filter((url) => url.includes("run=b") && !url.startsWith("scalars") && !url.startsWith("diagnosis"))).toEqual([]);
  });

  it("keeps the open sample and its hovered token when its row is clicked while it opens or after", async () => {
    const { store, controller, done } = await openWithReload({ run: "a", step: 3 });
    await answer("step?run=a&step=3", stepOfA(3));
    // The step opens its first recorded sample; the user clicks that very row before it arrives.
    const clickedWhileLoading = controller.selectSample(2);
    await answer("trace?run=a&step=3&sample=2", traceJson({ step: 3 }));
    await clickedWhileLoading;
    store.set({ token: 1 });  // a hover (the heatmap's, the path's)
    await controller.selectSample(2);  // and once it is open
    await answerTheRest();
    await done;
    expect(asked.filter((url) => url.startsWith("trace?"))).toEqual(["trace?run=a&step=3&sample=2&split=train"]);
    expect(store.state.token).toBe(1);
    expect(store.state.trace?.step).toBe(3);
  });
});
