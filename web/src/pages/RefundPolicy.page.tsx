import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function RefundPolicyPage() {
  return (
    <Container py="xl">
      <Title>RefundPolicy</Title>
    </Container>
  );
}
