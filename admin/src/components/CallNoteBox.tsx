import { Box, Button, TextField } from "@mui/material";
import { useState } from "react";
import { useNotify } from "react-admin";
import { copy } from "../copy";
import { messageOf, useConsoleData } from "../dataProvider/useConsole";

/** A call note in two clicks: type, Save. The list it lands in updates live. */
export function CallNoteBox({ profileId }: { profileId: string }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await data.addNote(profileId, text);
      setText("");
      setError(null);
      notify(copy.note.saved, { type: "success" });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: { xs: "wrap", sm: "nowrap" } }}>
      <TextField
        label={copy.note.label}
        placeholder={copy.note.placeholder}
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
      <Button variant="contained" disabled={busy || text.trim() === ""} onClick={() => void save()} sx={{ flexShrink: 0, mt: { sm: 0.25 } }}>
        {copy.note.save}
      </Button>
    </Box>
  );
}
