import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function SettingsPage() {
  return (
    <Container py="xl">
      <Title>Settings</Title>
    </Container>
  );
}
