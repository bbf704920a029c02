import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function SuccPage() {
  return (
    <Container py="xl">
      <Title>Succ</Title>
    </Container>
  );
}
