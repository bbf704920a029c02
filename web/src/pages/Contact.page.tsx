import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function ContactPage() {
  return (
    <Container py="xl">
      <Title>Contact</Title>
    </Container>
  );
}
