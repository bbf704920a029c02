/**
 * A built HTML file, read with an HTML parser (parse5) and edited in place (magic-string): each change is
 * made at the source positions of the element or attribute it concerns, so whatever the build does not
 * change stays as Vite wrote it, byte for byte. Vite edits index.html the same way.
 */
import MagicString from "magic-string";
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Span = { readonly start: number; readonly end: number };

export interface HtmlElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** The whole element, from its start tag to its end tag (or its start tag alone). */
  readonly outer: Span;
  /** The start tag. */
  readonly startTag: Span;
  /** Where the end tag begins: the end of its content (the end of the start tag for a void element). */
  readonly contentEnd: number;
  readonly attrSpans: Readonly<Record<string, Span>>;
}

/** What an element is looked up by: its tag and the attributes it has (a value, or `true` for any value). */
export interface ElementQuery {
  tag: string;
  attrs?: Record<string, string | true>;
}

const span = (location: { startOffset: number; endOffset: number }): Span => ({
  start: location.startOffset,
  end: location.endOffset,
});

function* elementsOf(node: Node): Generator<DefaultTreeAdapterTypes.Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elementsOf(child);
  if ("content" in node) yield* elementsOf(node.content as unknown as Node);
}

function toElement(element: DefaultTreeAdapterTypes.Element): HtmlElement | undefined {
  const location = element.sourceCodeLocation;
  // Elements the parser implies (an <html> or <tbody> not written in the source) have no place to edit.
  if (!location?.startTag) return undefined;
  const attrSpans = Object.fromEntries(Object.entries(location.attrs ?? {}).map(([name, at]) => [name, span(at)]));
  return {
    tag: element.tagName,
    attrs: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
    outer: span(location),
    startTag: span(location.startTag),
    contentEnd: location.endTag?.startOffset ?? location.startTag.endOffset,
    attrSpans,
  };
}

const matches = (element: HtmlElement, query: ElementQuery) =>
  element.tag === query.tag &&
  Object.entries(query.attrs ?? {}).every(([name, value]) =>
    value === true ? name in element.attrs : element.attrs[name] === value,
  );

const describe = (query: ElementQuery) =>
  `<${query.tag}${Object.entries(query.attrs ?? {})
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
    .join("")}>`;

export class HtmlDocument {
  /** Every element written in the source, in document order. */
  readonly elements: readonly HtmlElement[];
  private readonly source: string;
  private readonly edits: MagicString;

  constructor(html: string) {
    this.source = html;
    this.edits = new MagicString(html);
    this.elements = [...elementsOf(parse(html, { sourceCodeLocationInfo: true }))].flatMap(
      (element) => toElement(element) ?? [],
    );
  }

  all(query: ElementQuery): HtmlElement[] {
    return this.elements.filter((element) => matches(element, query));
  }

  /** The first element that answers the query; the build fails without one, naming what it missed. */
  the(query: ElementQuery, purpose: string): HtmlElement {
    const element = this.elements.find((candidate) => matches(candidate, query));
    if (!element) throw new Error(`The HTML has no ${describe(query)} (${purpose}).`);
    return element;
  }

  /** Every address the document's tags name (src and href), as written. */
  addresses(): string[] {
    return this.elements.flatMap((element) =>
      [element.attrs.src, element.attrs.href].filter((value) => value !== undefined),
    );
  }

  insertAfter(element: HtmlElement, text: string): this {
    this.edits.appendLeft(element.outer.end, text);
    return this;
  }

  /** Text at the start of the element's content (just after its start tag). */
  prependContent(element: HtmlElement, text: string): this {
    this.edits.appendLeft(element.startTag.end, text);
    return this;
  }

  /** Text at the end of the element's content (just before its end tag). */
  appendContent(element: HtmlElement, text: string): this {
    this.edits.appendLeft(element.contentEnd, text);
    return this;
  }

  /** Attributes written at the end of the start tag (`text` starts with its space). */
  addAttributes(element: HtmlElement, text: string): this {
    const selfClosing = this.source.slice(element.startTag.start, element.startTag.end).endsWith("/>");
    this.edits.appendLeft(element.startTag.end - (selfClosing ? 2 : 1), text);
    return this;
  }

  /** One attribute (name and value) replaced by `text`. */
  replaceAttribute(element: HtmlElement, name: string, text: string): this {
    const at = element.attrSpans[name];
    if (!at) throw new Error(`<${element.tag}> has no ${name} attribute to replace.`);
    this.edits.overwrite(at.start, at.end, text);
    return this;
  }

  /** The element replaced by `text`; with `spaceAfter`, the white space that follows it too. */
  replace(element: HtmlElement, text: string, options: { spaceAfter?: boolean } = {}): this {
    this.edits.overwrite(
      element.outer.start,
      options.spaceAfter ? this.endOfSpace(element.outer.end) : element.outer.end,
      text,
    );
    return this;
  }

  /** The element removed with the white space before it (its line). */
  remove(element: HtmlElement): this {
    this.edits.remove(this.startOfSpace(element.outer.start), element.outer.end);
    return this;
  }

  toString(): string {
    return this.edits.toString();
  }

  private startOfSpace(offset: number): number {
    let start = offset;
    while (start > 0 && /\s/.test(this.source[start - 1] ?? "")) start--;
    return start;
  }

  private endOfSpace(offset: number): number {
    let end = offset;
    while (end < this.source.length && /\s/.test(this.source[end] ?? "")) end++;
    return end;
  }
}
