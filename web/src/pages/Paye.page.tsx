import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function PayePage() {
  return (
    <Container py="xl">
      <Title>Paye</Title>
    </Container>
  );
}
