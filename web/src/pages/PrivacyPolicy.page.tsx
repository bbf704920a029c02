import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function PrivacyPolicyPage() {
  return (
    <Container py="xl">
      <Title>PrivacyPolicy</Title>
    </Container>
  );
}
