import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function AboutUsPage() {
  return (
    <Container py="xl">
      <Title>AboutUs</Title>
    </Container>
  );
}
