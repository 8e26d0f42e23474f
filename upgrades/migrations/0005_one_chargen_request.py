"""One open staff request per submitted sheet.

Submitting a sheet, changing it (which takes the submission back) and
submitting again continues the open request (features/chargen/review.py),
so staff see the character once. A game made on an older version, which
filed a second request beside the first, may hold several open chargen
requests for one character's sheet (same
requester, same title): this keeps the oldest open, where the exchange
began, and closes the others with a staff note naming the one kept, so no
comment is lost. Idempotent: a second run finds one open request a sheet.
Going back does nothing (the closed duplicates stay closed).
"""

from django.db import migrations
from django.utils import timezone

CATEGORY = "chargen"


def forward(apps, schema_editor):
    Request = apps.get_model("community", "Request")
    RequestComment = apps.get_model("community", "RequestComment")
    kept = {}
    now = timezone.now()
    for row in Request.objects.filter(category=CATEGORY, status="open",
                                      requester__isnull=False).order_by("id"):
        first = kept.setdefault((row.requester_id, row.title), row)
        if first.id == row.id:
            continue
        Request.objects.filter(id=row.id).update(status="closed", closed=now, updated=now)
        RequestComment.objects.create(
            request_id=row.id, author_name="Fourfold", staff_only=True,
            text=f"Closed: the same sheet's request #{first.id} stays open for it.")


class Migration(migrations.Migration):
    dependencies = [
        ("fourfold_upgrades", "0004_feature_homes"),
        ("community", "0001_initial"),
    ]

    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
