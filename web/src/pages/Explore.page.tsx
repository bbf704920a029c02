import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function ExplorePage() {
  return (
    <Container py="xl">
      <Title>Explore</Title>
    </Container>
  );
}
