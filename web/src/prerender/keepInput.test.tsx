import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { InteractiveMark } from "./InteractiveMark";
import { watchInputBeforeHydration } from "./keepInput";

/** A controlled form as the app's are (React state is the truth), with what it submitted shown in an output. */
function Form() {
  const [name, setName] = useState("");
  const [who, setWho] = useState("Self");
  const [agree, setAgree] = useState(false);
  const [city, setCity] = useState("");
  const [opened, setOpened] = useState(0);
  const [sent, setSent] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(`${name}|${who}|${agree}|${city}`);
      }}
    >
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      {["Self", "Parent"].map((value) => (
        <input
          key={value}
          type="radio"
          name="who"
          aria-label={value}
          value={value}
          checked={who === value}
          onChange={() => setWho(value)}
        />
      ))}
      <input type="checkbox" aria-label="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <select aria-label="city" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">-</option>
        <option value="Guntur">Guntur</option>
      </select>
      <button type="button" onClick={() => setOpened((n) => n + 1)}>
        menu
      </button>
      <button type="submit">send</button>
      <output data-testid="opened">{opened}</output>
      <output data-testid="sent">{sent}</output>
      <InteractiveMark />
    </form>
  );
}

const get = <T extends Element>(container: HTMLElement, selector: string) => {
  const found = container.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
};

// React's act() outside Testing Library: tell React this is a test environment.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  delete document.documentElement.dataset.interactive;
});

/** The prerendered HTML on the page, before any of the app's scripts. */
function prerendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  // Held taps and the submit are replayed a task later, once React has drawn the fields' new state.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe("what a member does on the prerendered HTML before hydration", () => {
  it("reaches React's state: typing, a radio, a checkbox, a select, a tap and a submit", async () => {
    const container = prerendered();
    watchInputBeforeHydration(container);
    // The browser alone, as a member on a slow phone would: no React yet.
    get<HTMLInputElement>(container, "[aria-label=name]").value = "Sita";
    get<HTMLInputElement>(container, "[aria-label=Parent]").click();
    get<HTMLInputElement>(container, "[aria-label=agree]").click();
    const city = get<HTMLSelectElement>(container, "select");
    city.value = "Guntur";
    city.dispatchEvent(new Event("change", { bubbles: true }));
    get<HTMLButtonElement>(container, "button[type=button]").click();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    get<HTMLFormElement>(container, "form").dispatchEvent(submit);
    // The submit was held, not left to the browser (which would reload the page without the typing).
    expect(submit.defaultPrevented).toBe(true);

    await hydrate(container);

    expect(get(container, "[data-testid=sent]").textContent).toBe("Sita|Parent|true|Guntur");
    expect(get(container, "[data-testid=opened]").textContent).toBe("1");
    expect(get<HTMLInputElement>(container, "[aria-label=name]").value).toBe("Sita");
    expect(get<HTMLInputElement>(container, "[aria-label=Parent]").checked).toBe(true);
    expect(document.documentElement.dataset.interactive).toBe("true");
  });

  it("changes nothing when the member did nothing", async () => {
    const container = prerendered();
    watchInputBeforeHydration(container);
    await hydrate(container);
    expect(get(container, "[data-testid=sent]").textContent).toBe("");
    expect(get(container, "[data-testid=opened]").textContent).toBe("0");
    expect(get<HTMLInputElement>(container, "[aria-label=Self]").checked).toBe(true);
    expect(document.documentElement.dataset.interactive).toBe("true");
  });

  it("without the watch (a page drawn anew), the first render is React's own", async () => {
    const container = prerendered();
    await hydrate(container);
    act(() => get<HTMLButtonElement>(container, "button[type=button]").click());
    expect(get(container, "[data-testid=opened]").textContent).toBe("1");
  });
});
