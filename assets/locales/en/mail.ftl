## Mails to the agency's staff, its clients and people they invite. $agency is the agency's
## name, $link an address, $name a person's name; dates come already written in the language.

verification-subject = Your verification code
verification-body =
    Hello,

    Your verification code is: { $code }

    Enter it on the sign-up page to finish creating your account. The code is valid
    for 10 minutes. If you did not ask for it, you can ignore this message: no account
    is created without the code.

    — { $agency }

already-registered-subject = You already have an account
already-registered-body =
    Hello,

    Someone asked to create an account with this email address, but you already have
    one. If it was you, sign in instead; if you forgot your password, ask the agency to
    reset it. If it was not you, you can ignore this message: nothing has changed.

    — { $agency }

new-client-subject = New client registration
new-client-body =
    Hello,

    A new client registered on the portal and is waiting for review:

      Name:    { $name }
      Company: { $company }
      Email:   { $email }

    Open the Clients page to review the account.

    — { $agency }

password-changed-subject = Your password was changed
password-changed-body =
    Hello,

    The password of your { $agency } portal account was changed just now, and every other
    signed-in session was signed out.

    If this was you, there is nothing to do. If it was not, contact the agency at once.

    — { $agency }

invitation-subject = You're invited to your client portal
invitation-body =
    Hello { $name },

    { $inviter } has invited you to your client portal, where you can follow your content,
    performance, messages and billing.

    Set your password here to get started:
    { $link }

    The link is valid for 7 days and works once.

    — { $agency }

team-invitation-subject = Join { $client }'s team on the client portal
team-invitation-body =
    Hello { $name },

    { $inviter } has invited you to join { $client }'s team on { $agency }'s client portal, as { $seat }:
    { $does }.

    Set your password here to join:
    { $link }

    The link is valid for 7 days and works once.

    — { $agency }

# What each seat of a client's team may do, after "as owner:" and the like.
seat-owner = owner
seat-owner-does = everything, and the team itself
seat-approver = approver
seat-approver-does = you can review and approve content, comment, message the agency and see performance
seat-viewer = viewer
seat-viewer-does = you can follow content and performance and comment on posts
seat-billing = billing
seat-billing-does = you can see invoices and billing and submit payments

staff-invitation-subject = Join { $agency }'s team
staff-invitation-body =
    Hello { $name },

    { $inviter } has invited you to join { $agency }'s team on its portal, as { $role }: { $does }.

    Set your password here to join:
    { $link }

    The link is valid for 7 days and works once.

    — { $agency }

# What each role of the agency's staff may do.
role-owner = owner
role-owner-does = everything, the agency's settings, staff and backups included
role-manager = manager
role-manager-does = clients, content, tasks, messages and invoices, without the agency's settings
role-member = member
role-member-does = the content, tasks and messages of the clients you are given

review-posts =
    { $count ->
        [one] a post
       *[other] { $count } posts
    }
review-link-subject = Please review { $posts } for { $client }
# $note is the sender's note in quotes on a line of its own, or nothing.
review-link-body =
    Hello,

    { $sender } at { $agency } asks for your review of { $posts } for { $client }.
    { $note }
    Open the posts, approve them or ask for changes here (no account needed):
    { $link }

    The link works until { $expires } and only for these posts.

    — { $agency }

weekly-report-subject = Your weekly agency report
weekly-report-body =
    Hello,

    Here is { $agency }'s week in the portal (the last 7 days):

      New clients:          { $new_clients }
      Active clients:       { $active_clients }
      Monthly revenue:      { $revenue } (monthly fees of active clients)
      Tasks completed:      { $completed }
      Open tasks:           { $open_tasks } ({ $overdue_tasks } overdue)
      Overdue payments:     { $overdue_payments }

    You get this report every Monday. Turn it off under Settings → Notification preferences.

    — Atrium

monthly-report-subject = Your monthly performance report
# $period is e.g. "last month (Oct 28, 2026 to Nov 28, 2026)"; $months a table, one month a line.
monthly-report-body =
    Hello { $name },

    Here is how your social accounts did with { $agency }: { $period }.

      Followers:            { $followers } ({ $followers_change })
      Reach:                { $reach } ({ $reach_change })
      Average engagement:   { $engagement } (industry average { $industry }, for reference)
      Posts published:      { $posts }

    Month by month (followers, growth, engagement, reach):
    { $months }
    { $top_post }
    The full report, with charts, is one click away: sign in at { $link } and use Download Report
    under Performance.

    — { $agency }
monthly-report-top-post = Your best post: "{ $title }" on { $platform } ({ $likes } likes, { $comments } comments, { $engagement } engagement).

offsite-failing-subject = Off-site backups are failing
offsite-failing-body =
    Hello,

    The last two tries to send { $agency }'s backup to its off-site storage failed. The backups on
    the server itself are still being taken, but no copy has left the machine since the last one
    that succeeded.

    The last error:
    { $error }

    Check the [offsite] settings and the storage account (keys, bucket, quota), then run
    `atrium offsite push` on the server, or wait for the next scheduled backup. Settings › Backups
    shows the last copy and its result.

    — Atrium
