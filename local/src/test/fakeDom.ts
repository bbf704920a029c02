/** Just enough DOM for checkout.js to run in node:vm: elements, attributes, styles, click and key listeners. */

export interface FakeEvent {
  key?: string;
  shiftKey?: boolean;
  preventDefault(): void;
}

export class FakeElement {
  children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  attributes = new Map<string, string>();
  style: Record<string, string> = {};
  textContent = "";
  disabled = false;
  private listeners = new Map<string, ((event: FakeEvent) => void)[]>();

  constructor(
    readonly tagName: string,
    private readonly doc: FakeDocument,
  ) {}

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement): FakeElement {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: FakeElement): FakeElement {
    this.children = this.children.filter((item) => item !== child);
    child.parentNode = null;
    return child;
  }
  addEventListener(type: string, listener: (event: FakeEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string, init: Partial<FakeEvent> = {}): void {
    const event: FakeEvent = { preventDefault: () => undefined, ...init };
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  focus(): void {
    this.doc.activeElement = this;
  }
  /** Depth-first search by `data-rzp-sim`. */
  find(action: string): FakeElement | undefined {
    if (this.attributes.get("data-rzp-sim") === action) return this;
    for (const child of this.children) {
      const found = child.find(action);
      if (found) return found;
    }
    return undefined;
  }
  allText(): string {
    return [this.textContent, ...this.children.map((child) => child.allText())].join(" ");
  }
}

export class FakeDocument {
  activeElement: FakeElement | null = null;
  readonly body: FakeElement = new FakeElement("body", this);

  createElement(tag: string): FakeElement {
    return new FakeElement(tag, this);
  }
}
