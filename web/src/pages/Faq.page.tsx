import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function FaqPage() {
  return (
    <Container py="xl">
      <Title>Faq</Title>
    </Container>
  );
}
