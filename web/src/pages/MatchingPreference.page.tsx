import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function MatchingPreferencePage() {
  return (
    <Container py="xl">
      <Title>MatchingPreference</Title>
    </Container>
  );
}
