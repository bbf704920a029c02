import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function Payment1Page() {
  return (
    <Container py="xl">
      <Title>Payment1</Title>
    </Container>
  );
}
