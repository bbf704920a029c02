import { Alert, Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";

/**
 * Search by profile ID: the code a relative forwarded opens that profile, when the rules allow
 * (views.openByCode counts it like opening a page). Every refusal reads the same, whoever the code names.
 */
export function CodeSearch() {
  const openByCode = useMutation(api.views.openByCode);
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const result = await openByCode({ code });
      if (result.status === "found") navigate(`/user/${result.profileId}`);
      else if (result.status === "own") navigate("/profile");
      else setProblem(t("search.notAvailable"));
    } catch (error) {
      setProblem(errorMessage(error, t("common.somethingWrong")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py="xs"
      component="form"
      role="search"
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t("search.label")}
            placeholder={t("search.placeholder")}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            maxLength={32}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            translate="no"
            required
          />
          <Button type="submit" loading={busy}>
            {t("search.open")}
          </Button>
        </Group>
        {problem !== null && (
          <Alert color="orange" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
