import type { ModalProps } from "@mantine/core";

/** Modal titles as readable headings (Mantine's default is body-sized regular text). */
export const MODAL_STYLES: ModalProps["styles"] = {
  title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" },
};
