import { Box, Button, TextField } from "@mui/material";
import { useState } from "react";
import { useNotify } from "react-admin";
import { copy } from "../copy";
import { messageOf, useConsoleData } from "../dataProvider/useConsole";

/** The texts of a note box: its field, its button, and the toast once saved. */
export type NoteBoxCopy = { label: string; placeholder: string; save: string; saved: string };

/** A note in two clicks: type, Save. `save` stores it; the list it lands in updates live. */
export function NoteBox({ save: store, texts }: { save: (text: string) => Promise<unknown>; texts: NoteBoxCopy }) {
  const notify = useNotify();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await store(text);
      setText("");
      setError(null);
      notify(texts.saved, { type: "success" });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: { xs: "wrap", sm: "nowrap" } }}>
      <TextField
        label={texts.label}
        placeholder={texts.placeholder}
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button
        variant="contained"
        disabled={busy || text.trim() === ""}
        onClick={() => void save()}
        sx={{ flexShrink: 0, mt: { sm: 0.25 } }}
      >
        {texts.save}
      </Button>
    </Box>
  );
}

/** A call note on a member's record. */
export function CallNoteBox({ profileId }: { profileId: string }) {
  const data = useConsoleData();
  return <NoteBox save={(text) => data.addNote(profileId, text)} texts={copy.note} />;
}
