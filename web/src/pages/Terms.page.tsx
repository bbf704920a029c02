import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function TermsPage() {
  return (
    <Container py="xl">
      <Title>Terms</Title>
    </Container>
  );
}
