import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function ResetPasswordPage() {
  return (
    <Container py="xl">
      <Title>ResetPassword</Title>
    </Container>
  );
}
