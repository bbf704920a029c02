import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function NotFoundPage() {
  return (
    <Container py="xl">
      <Title>NotFound</Title>
    </Container>
  );
}
