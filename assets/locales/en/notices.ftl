## Notices in the bell, and the short mails that go with them. Names and titles ($who, $client,
## $post, $name) come wrapped in direction isolates; dates ($when, $due) already written.

# A post's life.
notice-submission = New content submission
notice-submission-text = { $client } submitted "{ $post }" for approval.
notice-awaits = Content awaits your approval
notice-awaits-text = { $who } sent "{ $post }" for your approval.
notice-approved = Content approved
notice-approved-text = { $who } approved "{ $post }".
notice-approved-for-you-text = { $who } recorded your approval of "{ $post }".
notice-changes = Changes requested
notice-changes-text = { $who } asked for changes to "{ $post }".
notice-posted = Content posted
notice-posted-text = "{ $post }" is live.
notice-comment = New comment
notice-comment-text = { $who } commented on "{ $post }".
notice-published = Content published
notice-published-text = "{ $post }" is live on { $platform }.
notice-publish-failed = Publishing failed
notice-publish-failed-text = "{ $post }" could not be published: { $reason }
# A post without a title, in the line above.
notice-post-number = Post #{ $id }

# The mail about a post: $text is the bell's sentence.
notice-subject = { $title }: { $post }
notice-quote-changes = What to change:
notice-quote-comment = The comment:
notice-content-mail =
    { $text }
    { $quote }
    Client: { $client }
    Open it: { $link }

    You get these mails because of your notification settings; change them under Settings.

# Approval deadlines.
notice-approval-reminder = Approval reminder
notice-approval-reminder-text = "{ $post }" waits for your approval by { $when }.
notice-approval-overdue = Approval overdue
notice-approval-overdue-text = "{ $post }" was to be approved by { $when } and still waits for you.
notice-overdue-agency-text = "{ $post }" is past its approval deadline ({ $when }): it waits for the agency's review.
notice-overdue-client-text = "{ $post }" is past its approval deadline ({ $when }): it waits for { $client }'s approval.
notice-reminder-mail =
    { $text }

    Review it here: { $link }

    You get these reminders while a post waits for you; change this under Settings.
notice-open-it =
    { $text }

    Open it: { $link }

# Messages.
notice-message = New message
notice-message-text = { $from }: { $text }
notice-message-file = Sent a file: { $name }
notice-message-subject = New message from { $from }
notice-message-line = { $from } wrote: { $text }
notice-message-mail =
    { $from } wrote:

    { $text }

    Reply here: { $link }

    You get at most one such mail an hour per conversation; change this under Settings.

# The agency's digest of one client's actions.
notice-digest-first =
    { $text }

    Whatever else { $client } does in the next { $minutes } minutes comes in one mail when they are over.
notice-digest-submitted =
    { $count ->
        [one] 1 new post submitted
       *[other] { $count } new posts submitted
    }
notice-digest-approved =
    { $count ->
        [one] 1 post approved
       *[other] { $count } posts approved
    }
notice-digest-changes =
    { $count ->
        [one] 1 change request
       *[other] { $count } change requests
    }
notice-digest-comment =
    { $count ->
        [one] 1 comment
       *[other] { $count } comments
    }
notice-digest-message =
    { $count ->
        [one] 1 message
       *[other] { $count } messages
    }
notice-digest-other =
    { $count ->
        [one] 1 other update
       *[other] { $count } other updates
    }
notice-digest-more = and { $count } more.
notice-digest-subject = { $client }: { $summary }
notice-digest-mail =
    { $client }: { $summary } since the last mail about them.

    { $lines }

    Open it: { $link }

    You get at most one mail about each client every { $minutes } minutes; the bell shows every event. Change your mail under Settings.

# Tasks, accounts, the public site, sign-ups.
notice-task = New task assigned
notice-task-text = { $who } assigned you "{ $task }".
notice-reconnect = Reconnect a social account
notice-connected = Account connected
notice-connected-text = { $client } connected the { $platform } account { $handle }.
notice-inquiry = New contact inquiry
notice-inquiry-text = { $name } <{ $email }> ({ $kind }): { $subject }
notice-registration = New client registration
notice-registration-text = { $who } registered with { $email } and is waiting for review.
notice-welcome = Welcome to Atrium
notice-welcome-text = This is demo data: explore freely, then create your real agency with the atrium setup command.

# Billing notices to the agency.
notice-payment-to-verify = Payment to verify
notice-payment-to-verify-text = { $client } says it paid { $amount } for the { $plan } plan by bank transfer (account holder { $holder }). Check the account, then approve it under Clients > Pending Verifications.
notice-invoice-overdue = Invoice overdue
notice-invoice-overdue-text = { $number } for { $client } ({ $amount }) was due on { $due } and is unpaid.
notice-cancelled = Subscription cancelled
notice-cancelled-text = { $client } cancelled the { $plan } plan.
notice-cancelled-reason-text = { $client } cancelled the { $plan } plan. Reason: { $reason }
notice-admin-mail =
    { $text }

    Open the portal: { $link }

    — { $agency }

# What a notice shows of a message (its first words, as they are), or nothing.
notice-quoted = { $text }
notice-empty = { "" }

# To the agency when a post could not be published.
notice-publish-failed-subject = A post could not be published
notice-publish-failed-mail =
    A post could not be published to { $platform }.

    { $reason }

    Open it: { $link }
    From there, Try again sends it once more; Mark as posted records it if you posted it yourself.

# To a client whose account must be connected again; $text says why, in the provider's words.
notice-reconnect-subject = Reconnect your social account
notice-reconnect-mail =
    { $text }

    Sign in to your dashboard and use Connect on the overview to connect it again; its history is kept.

# Between the counts of a digest's summary ("3 messages, 1 comment").
notice-list-separator = {", "}
