//! What the audit log records: the actions (security- and money-relevant) as one vocabulary,
//! so the log, its filters, its CSV and the screens spell them alike.

use super::vocabulary;

// Every action the audit log records, by what it touches.
vocabulary! {
    pub enum AuditAction {
        SignIn = "sign_in",
        SignInFailed = "sign_in_failed",
        SecondFactorFailed = "second_factor_failed",
        PasswordChanged = "password_changed",
        FactorAdded = "factor_added",
        FactorRemoved = "factor_removed",
        RecoveryCodesRenewed = "recovery_codes_renewed",
        FactorsReset = "factors_reset",
        SessionsEnded = "sessions_ended",
        SecuritySettingsChanged = "security_settings_changed",
        TeamInvited = "team_invited",
        TeamInvitationRevoked = "team_invitation_revoked",
        TeamJoined = "team_joined",
        TeamRoleChanged = "team_role_changed",
        TeamMemberRemoved = "team_member_removed",
        AdminDeleted = "admin_deleted",
        ClientCreated = "client_created",
        ClientUpdated = "client_updated",
        ClientDeleted = "client_deleted",
        PaymentStatusChanged = "payment_status_changed",
        ContentApproved = "content_approved",
        ContentChangesRequested = "content_changes_requested",
        InvoiceCreated = "invoice_created",
        InvoicePaid = "invoice_paid",
        CreditNoteIssued = "credit_note_issued",
        MoneySettingsChanged = "money_settings_changed",
        TaxRateAdded = "tax_rate_added",
        TaxRateDeleted = "tax_rate_deleted",
        VerificationSubmitted = "verification_submitted",
        VerificationApproved = "verification_approved",
        VerificationRefused = "verification_refused",
        SubscriptionCancelled = "subscription_cancelled",
        BankDetailsChanged = "bank_details_changed",
        PlanChanged = "plan_changed",
        BackupCreated = "backup_created",
        BackupDownloaded = "backup_downloaded",
        BackupDeleted = "backup_deleted",
        Exported = "exported",
        SettingsChanged = "settings_changed",
    }
}

// Who acted, as the log names it: an agency admin, a client user (with its seat in the name), a
// reviewer through a review link, an unknown caller (a failed sign-in), or Atrium itself.
vocabulary! {
    pub enum ActorKind {
        Admin = "admin", Client = "client", ReviewLink = "review_link",
        Anonymous = "anonymous", System = "system"
    }
}

// What an entry is about: the kind of object it names, so the screens can say each kind in words.
vocabulary! {
    pub enum AuditObject {
        ApprovalPolicy = "approval_policy", AuditLog = "audit_log", Backup = "backup",
        BankSettings = "bank_settings", Client = "client", ClientPublishing = "client_publishing",
        CreditNote = "credit_note", Invitation = "invitation", Invoice = "invoice",
        Invoices = "invoices", LanguageSettings = "language_settings",
        MoneySettings = "money_settings", PaymentVerification = "payment_verification",
        Plan = "plan", Post = "post", Report = "report", Settings = "settings",
        StaffInvitation = "staff_invitation", Subscription = "subscription", TaxRate = "tax_rate",
        User = "user"
    }
}
