import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function LandingPage() {
  return (
    <Container py="xl">
      <Title>Landing</Title>
    </Container>
  );
}
