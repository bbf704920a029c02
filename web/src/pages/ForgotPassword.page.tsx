import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function ForgotPasswordPage() {
  return (
    <Container py="xl">
      <Title>ForgotPassword</Title>
    </Container>
  );
}
