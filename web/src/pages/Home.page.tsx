import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function HomePage() {
  return (
    <Container py="xl">
      <Title>Home</Title>
    </Container>
  );
}
