// The Vectors tab in the real main window, offscreen: filter the rows by text, sort by norm, fill
// the nearest-neighbour column through the worker (the neighbours known by construction), and
// "Embed Text…" with a tiny real victim making a new dataset whose vectors are the victim's.
// Torch first (the tiny victim is made here): Qt's `slots` macro breaks torch headers after it.
#include <torch/torch.h>

#include "embed_text_dialog.h"
#include "inference_worker.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "test_models.h"
#include "vectors_page.h"
#include "vectors_table_model.h"

#include <QApplication>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

// Rows 0 and 2 point almost the same way, rows 1 and 3 share a component; norms rise with the
// row.
const QStringList kTexts = {QStringLiteral("my cat sleeps"), QStringLiteral("the bus is late"),
                            QStringLiteral("our cat purrs"), QStringLiteral("a late train")};
const std::vector<float> kValues = {1.0f, 0.0f, 0.0f, 0.0f, 2.0f, 0.0f,
                                    2.9f, 0.3f, 0.0f, 0.0f, 1.0f, 3.9f};

QString makeCase(const QTemporaryDir& dir, const QStringList& metadata = {}) {
    const QString path = dir.filePath(QStringLiteral("vectors.unembed"));
    CaseFile caseFile(path, CaseFile::OpenMode::CreateIfMissing);
    EmbeddingSet set;
    set.sourcePath = QStringLiteral("messages");
    set.vectors = FloatMatrix::owned(kValues, 4, 3);
    set.texts = kTexts;
    set.metadata = metadata;
    insertDataset(caseFile, set,
                  {QStringLiteral("messages"), QStringLiteral("test"), QStringLiteral("-")});
    return path;
}

} // namespace

class TestGuiVectorsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void metadataKeptFromTheSourceIsShown() {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(makeCase(dir, {QStringLiteral("{\"user\":7}"), QString(), QString(),
                                               QStringLiteral("{\"ward\":\"B\"}")})));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 4);
        QTableView* table = window.vectorsPage()->table();
        QVERIFY(!table->isColumnHidden(VectorsTableModel::MetadataColumn));
        const QAbstractItemModel* model = window.vectorsModel();
        QCOMPARE(model->headerData(VectorsTableModel::MetadataColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Metadata"));
        QCOMPARE(model->index(0, VectorsTableModel::MetadataColumn).data().toString(),
                 QStringLiteral("{\"user\":7}"));
        QVERIFY(model->index(1, VectorsTableModel::MetadataColumn).data().toString().isEmpty());
        QVERIFY(model->index(3, VectorsTableModel::MetadataColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("\"ward\": \"B\"")));
    }

    void filtersSortsAndFindsNeighbours() {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(makeCase(dir)));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 4);
        VectorsPage* page = window.vectorsPage();
        QSortFilterProxyModel* proxy = page->proxy();
        // No metadata in the source: no column for it.
        QVERIFY(page->table()->isColumnHidden(VectorsTableModel::MetadataColumn));
        // No neighbours yet: no empty column for them; the text has the room.
        QVERIFY(page->table()->isColumnHidden(VectorsTableModel::NeighbourColumn));

        QTest::keyClicks(page->filter(), QStringLiteral("CAT"));
        QCOMPARE(proxy->rowCount(), 2);
        page->filter()->clear();
        QCOMPARE(proxy->rowCount(), 4);

        page->table()->sortByColumn(VectorsTableModel::NormColumn, Qt::DescendingOrder);
        QCOMPARE(proxy->index(0, VectorsTableModel::TextColumn).data().toString(), kTexts[3]);
        QCOMPARE(proxy->index(3, VectorsTableModel::TextColumn).data().toString(), kTexts[0]);
        // A selection in the sorted view still names dataset rows.
        page->table()->selectRow(0);
        QCOMPARE(page->selectedRows(), std::vector<qint64>{3});

        auto* button = page->findChild<QPushButton*>(QStringLiteral("nearestNeighboursButton"));
        QVERIFY(button && button->isEnabled());
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        VectorsTableModel* model = window.vectorsModel();
        auto neighbour = [&](int row) {
            return model->index(row, VectorsTableModel::NeighbourColumn).data().toString();
        };
        QTRY_VERIFY(!neighbour(0).isEmpty());
        // Row 1 (0-based 0) and row 3 point nearly the same way: cos 2.9 / |(2.9, 0.3)|.
        const double cosine02 = 2.9 / std::sqrt(2.9 * 2.9 + 0.3 * 0.3);
        QCOMPARE(neighbour(0), QStringLiteral("row 3 · cos %1").arg(cosine02, 0, 'f', 3));
        QCOMPARE(neighbour(2), QStringLiteral("row 1 · cos %1").arg(cosine02, 0, 'f', 3));
        QVERIFY(neighbour(1).startsWith(QStringLiteral("row 4 · cos")));
        QCOMPARE(model->index(0, VectorsTableModel::NeighbourColumn).data(Qt::ToolTipRole),
                 QVariant(kTexts[2]));
        QVERIFY(!page->table()->isColumnHidden(VectorsTableModel::NeighbourColumn));
    }

    void embedsTypedTextAsADataset() {
        QTemporaryDir dir;
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(kTexts, spm, 40);
        torch::manual_seed(5);
        auto victim = test::tinyVictim(SentencePieceTokenizer::load(spm), 40);
        const QString embedder = dir.filePath(QStringLiteral("victim"));
        victim->save(embedder);

        MainWindow window;
        window.show();
        QVERIFY(window.openCase(makeCase(dir)));
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        const QStringList typed{QStringLiteral("my cat sleeps"), QStringLiteral("a late bus")};
        QVERIFY(window.embedTexts(typed, QStringLiteral("typed"), embedder) != 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);

        const std::vector<DatasetInfo> datasets = listDatasets(*window.currentCase());
        QCOMPARE(datasets.size(), size_t(2));
        QCOMPARE(datasets.back().name, QStringLiteral("typed"));
        QCOMPARE(datasets.back().dim, qint64(victim->dimension()));
        // The new dataset is the one shown, and its vectors are the victim's.
        QTRY_COMPARE(window.vectorsModel()->datasetId(), datasets.back().id);
        const std::vector<StoredVector> stored =
            readVectors(*window.currentCase(), datasets.back().id);
        const torch::Tensor expected = victim->embed(typed);
        QCOMPARE(stored.size(), size_t(2));
        QCOMPARE(stored[1].text, typed[1]);
        for (int i = 0; i < victim->dimension(); ++i)
            QVERIFY(std::abs(stored[1].values[size_t(i)] - expected[1][i].item<float>()) < 1e-5);
    }

    // The dialog from the keyboard: a folder row's Alt+letter reaches its line edit, and Tab
    // goes from the sentences to the name and on to the folder field, not to its row.
    void embedTextDialogWorksFromTheKeyboard() {
        EmbedTextDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        dialog.textEdit()->setFocus();
        QTest::keyClick(&dialog, Qt::Key_V, Qt::AltModifier); // "&Victim embedder:"
        QTRY_VERIFY(dialog.embedderEdit()->hasFocus());
        dialog.textEdit()->setFocus();
        QTest::keyClick(dialog.textEdit(), Qt::Key_Tab);
        QTRY_VERIFY(dialog.nameEdit()->hasFocus());
        QTest::keyClick(dialog.nameEdit(), Qt::Key_Tab);
        QTRY_VERIFY(dialog.embedderEdit()->hasFocus());
        // On through Browse, OK and Cancel, and round to the sentences again.
        for (int i = 0; i < 6 && !dialog.textEdit()->hasFocus(); ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QVERIFY(dialog.textEdit()->hasFocus());
    }
};

QTEST_MAIN(TestGuiVectorsView)
#include "test_gui_vectors_view.moc"
