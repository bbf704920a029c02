import { List, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

type Block = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/** Lines of copy text as blocks: each plain line a paragraph, runs of "- " lines one list. */
export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const last = blocks.at(-1);
    if (line.startsWith("- ")) {
      if (last?.kind === "list") last.items.push(line.slice(2));
      else blocks.push({ kind: "list", items: [line.slice(2)] });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

/**
 * Long copy (policy sections, FAQ answers) kept as plain text in the catalogue so translators see whole
 * sentences, rendered here as paragraphs and bullet lists.
 */
export function RichText({ text }: { text: string }): ReactNode {
  return (
    <Stack gap="sm">
      {toBlocks(text).map((block, i) =>
        block.kind === "paragraph" ? (
          <Text key={i} lh={1.65}>
            {block.text}
          </Text>
        ) : (
          <List key={i} spacing={6} withPadding lh={1.6}>
            {block.items.map((item, j) => (
              <List.Item key={j}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
