// The Models panel in the real main window, offscreen: register a victim and attackers from real
// folders (what each is and which victim it was trained for), refuse a pair that does not belong
// together and accept one that does, register an embeddings endpoint (`unembed-cli serve`) as a
// victim and check an attacker against it, and train MLC from the panel through that endpoint with
// the loss drawn live, the folder registered and its loss curve stored in the case. Torch first
// (the tiny models are made here): Qt's `slots` macro breaks torch headers after it.
#include "bag_of_words_fixture.h"

#include "attacks/msp/msp_folder.h"
#include "inference_worker.h"
#include "main_window.h"
#include "models_view.h"
#include "store/curve_store.h"
#include "store/model_store.h"
#include "train_dialog.h"
#include "vec2text_view.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace unembed;

namespace {

// Runs `enqueue` and waits for its job to finish; fails the test on a failed job.
void waitForJob(MainWindow& window, const std::function<int()>& enqueue) {
    QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
    QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
    const int job = enqueue();
    QVERIFY(job != 0);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() > 0, 60000);
    if (!failed.isEmpty()) QFAIL(qPrintable(failed.first().at(1).toString()));
    QCOMPARE(finished.first().at(0).toInt(), job);
}

const ModelInfo* byName(const std::vector<ModelInfo>& models, const QString& name) {
    for (const ModelInfo& m : models)
        if (m.name == name) return &m;
    return nullptr;
}

} // namespace

class TestGuiModelsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The Train dialog lists the attacks by name, each with the id `unembed-cli train` takes,
    // and a request carries the id.
    void trainDialogNamesTheAttacks() {
        QStandardPaths::setTestModeEnabled(true);
        TrainDialog dialog;
        QComboBox* kinds = dialog.kindBox();
        QCOMPARE(kinds->count(), 5);
        for (int i = 0; i < kinds->count(); ++i) {
            const QString id = kinds->itemData(i).toString();
            QVERIFY2(kinds->itemText(i) != id && kinds->itemText(i).endsWith(id + QLatin1Char(')')),
                     qPrintable(kinds->itemText(i)));
        }
        // Each attack that starts from a config is offered the demo pack's; one the user
        // chose stays whatever the attack.
        auto* config = dialog.findChild<QLineEdit*>(QStringLiteral("config"));
        const auto demoConfig = [](const QString& model) {
            return QDir(QCoreApplication::applicationDirPath() +
                        QStringLiteral("/../share/unembed/demo/%1/config.json").arg(model))
                .absolutePath();
        };
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("vec2text-inversion")));
        QCOMPARE(QFileInfo(config->text()).absoluteFilePath(),
                 demoConfig(QStringLiteral("inverter")));
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("geia")));
        QCOMPARE(QFileInfo(config->text()).absoluteFilePath(), demoConfig(QStringLiteral("geia")));
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("mlc"))); // takes no config
        QVERIFY(config->text().isEmpty());
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("geia")));
        config->setText(QStringLiteral("/models/mine/config.json"));
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("vec2text-corrector")));
        QCOMPARE(config->text(), QStringLiteral("/models/mine/config.json"));

        AttackTrainingRequest request;
        request.kind = QStringLiteral("geia");
        dialog.setRequest(request);
        QCOMPARE(kinds->currentText(), QStringLiteral("GEIA decoder (geia)"));
        QCOMPARE(dialog.request().kind, QStringLiteral("geia"));

        // A corrector started from its inverter needs neither a config nor a T5 folder.
        auto* fromInverter = dialog.findChild<QCheckBox*>(QStringLiteral("fromInverter"));
        QVERIFY(fromInverter && !fromInverter->isEnabled()); // GEIA has no inverter
        request.kind = QStringLiteral("vec2text-corrector");
        request.victim = QStringLiteral("victim");
        request.textsPath = QStringLiteral("texts.txt");
        request.outFolder = QStringLiteral("out");
        request.inverterFolder = QStringLiteral("inverter");
        request.configPath.clear();
        request.initFolder.clear();
        dialog.setRequest(request);
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled()); // nothing to start from yet, and the button says so
        QCOMPARE(ok->toolTip(), QStringLiteral("Still needed: a config or a pretrained folder to "
                                               "start from"));
        fromInverter->setChecked(true);
        QVERIFY(ok->isEnabled());
        QVERIFY(dialog.request().initFromInverter);
        QVERIFY(dialog.request().configPath.isEmpty());
    }

    void registersChecksAndTrains() {
        test::BagOfWordsFixture f(120, 1);
        const QString victim = f.path(QStringLiteral("victim"));
        f.victim->save(victim);
        // An MSP made for this victim (an embedder is named after its folder), one for another
        // embedder of the same dimension and one for a victim of another dimension.
        torch::manual_seed(2);
        MspSpec spec;
        spec.embeddingDim = f.victim->dimension();
        spec.vocabSize = f.tokenizer->pieceCount();
        spec.hidden = 32;
        spec.victimName = QStringLiteral("victim");
        saveMsp(*MspModel(spec), *f.tokenizer, f.path(QStringLiteral("msp")));
        spec.victimName = QStringLiteral("gtr-base");
        saveMsp(*MspModel(spec), *f.tokenizer, f.path(QStringLiteral("msp-renamed")));
        spec.victimName = QStringLiteral("victim behind noise:λ=0.01"); // train --defence
        saveMsp(*MspModel(spec), *f.tokenizer, f.path(QStringLiteral("msp-adaptive")));
        spec.victimName = QStringLiteral("victim");
        spec.embeddingDim = 2 * f.victim->dimension();
        saveMsp(*MspModel(spec), *f.tokenizer, f.path(QStringLiteral("msp-other")));

        MainWindow window;
        window.show();
        QVERIFY(window.createCase(f.path(QStringLiteral("models.unembed"))));
        ModelsView* view = window.modelsView();
        for (const QString& name :
             {QStringLiteral("victim"), QStringLiteral("msp"), QStringLiteral("msp-renamed"),
              QStringLiteral("msp-other"), QStringLiteral("msp-adaptive")})
            waitForJob(window, [&] { return view->registerFolder(f.path(name)); });
        QTRY_COMPARE(view->table()->rowCount(), 5);
        const std::vector<ModelInfo> models = listModels(*window.currentCase());
        const ModelInfo* v = byName(models, QStringLiteral("victim"));
        const ModelInfo* fits = byName(models, QStringLiteral("msp"));
        const ModelInfo* other = byName(models, QStringLiteral("msp-other"));
        QVERIFY(v && fits && other);
        QCOMPARE(v->family, QStringLiteral("sentence-transformers"));
        QCOMPARE(v->victimDim, qint64(f.victim->dimension()));
        QCOMPARE(fits->family, QStringLiteral("msp"));
        QCOMPARE(fits->victimName, QStringLiteral("victim"));
        QCOMPARE(other->victimDim, qint64(2 * f.victim->dimension()));

        QVERIFY(view->checkPair(v->id, fits->id).startsWith(QStringLiteral("✔")));
        const QString refused = view->checkPair(other->id, v->id);
        QVERIFY2(refused.startsWith(QStringLiteral("✘")), qPrintable(refused));
        QVERIFY(refused.contains(QStringLiteral("msp-other")));
        QVERIFY(refused.contains(QStringLiteral("dimension %1").arg(2 * f.victim->dimension())));
        QVERIFY(view->checkPair(fits->id, other->id).contains(QStringLiteral("one attacker")));
        const ModelInfo* renamed = byName(models, QStringLiteral("msp-renamed"));
        QVERIFY(renamed);
        const QString warned = view->checkPair(renamed->id, v->id);
        QVERIFY2(warned.startsWith(QStringLiteral("⚠")), qPrintable(warned));
        QVERIFY(warned.contains(QStringLiteral("gtr-base")));
        QVERIFY(!warned.contains(QStringLiteral("adaptive")));
        // An adaptive attacker against the victim without its defence is told apart.
        const ModelInfo* adaptive = byName(models, QStringLiteral("msp-adaptive"));
        QVERIFY(adaptive);
        const QString told = view->checkPair(adaptive->id, v->id);
        QVERIFY2(told.startsWith(QStringLiteral("⚠")) &&
                     told.contains(QStringLiteral("adaptive attacker")),
                 qPrintable(told));

        // The same victim behind an OpenAI-compatible endpoint: registered by URL and model, its
        // dimension asked of the endpoint, and Check Pair works across folder and endpoint.
        QProcess server;
        server.start(QStringLiteral(UNEMBED_CLI),
                     {QStringLiteral("serve"), QStringLiteral("--embedder"), victim,
                      QStringLiteral("--json")});
        QByteArray printed; // the --json result, over several lines
        QString url;
        while (url.isEmpty() && server.waitForReadyRead(30000)) {
            printed += server.readAllStandardOutput();
            url = QJsonDocument::fromJson(printed).object().value(QStringLiteral("url")).toString();
        }
        QVERIFY(!url.isEmpty());
        VictimSpec endpoint(url);
        endpoint.model = QStringLiteral("victim");
        waitForJob(window, [&] { return view->registerEndpoint(endpoint); });
        QTRY_COMPARE(view->table()->rowCount(), 6);
        const std::vector<ModelInfo> withEndpoint = listModels(*window.currentCase());
        const ModelInfo* api = nullptr;
        for (const ModelInfo& m : withEndpoint)
            if (m.family == QLatin1String("embeddings-endpoint")) api = &m;
        QVERIFY(api);
        QCOMPARE(api->folder, url);
        QCOMPARE(api->victimDim, qint64(f.victim->dimension()));
        QVERIFY(view->checkPair(api->id, fits->id).startsWith(QStringLiteral("✔")));
        QVERIFY(view->checkPair(api->id, other->id).startsWith(QStringLiteral("✘")));

        // A folder that left the machine (a case from elsewhere) is marked, not shown as usable.
        QVERIFY(QDir(f.path(QStringLiteral("msp-renamed"))).removeRecursively());
        window.openCase(window.currentCase()->path());
        for (int row = 0; row < view->table()->rowCount(); ++row) {
            const QString folder = view->table()->item(row, 3)->text();
            QCOMPARE(folder.contains(QStringLiteral("not on this machine")),
                     folder.contains(QStringLiteral("msp-renamed")));
            if (folder.startsWith(QLatin1String("http://"))) QCOMPARE(folder, url);
        }

        // Training from the panel, through the registered endpoint (its URL is all the victim
        // field holds): the chart follows every step.
        AttackTrainingRequest request;
        request.kind = QStringLiteral("mlc");
        request.victim = url;
        request.textsPath = f.sentencesFile();
        request.devPath = request.textsPath;
        request.outFolder = f.path(QStringLiteral("trained"));
        request.tokenizerPath = f.path(QStringLiteral("spiece.model"));
        request.trainer = test::quickTraining(4);
        QSignalSpy steps(window.worker(), &InferenceWorker::trainingStep);
        QVERIFY(view->lossPlot()->isHidden()); // no empty chart before anything trains
        waitForJob(window, [&] { return view->startTraining(request); });
        QVERIFY(!view->lossPlot()->isHidden());
        QCOMPARE(steps.count(), 12); // 30 sentences, batches of 10, 4 epochs
        server.terminate();
        server.waitForFinished(5000);
        QVERIFY(QString::fromUtf8(server.readAllStandardError())
                    .contains(QStringLiteral("POST /v1/embeddings 200 30 texts")));
        QTRY_COMPARE(view->lossPlot()->graph(0)->dataCount(), 12);
        QTRY_COMPARE(view->lossPlot()->graph(1)->dataCount(), 4); // dev loss per epoch
        QTRY_COMPARE(view->table()->rowCount(), 7);
        const std::vector<ModelInfo> after = listModels(*window.currentCase());
        const ModelInfo* trained = byName(after, QStringLiteral("trained"));
        QVERIFY(trained);
        QCOMPARE(trained->family, QStringLiteral("mlc"));
        QVERIFY(view->checkPair(trained->id, v->id).startsWith(QStringLiteral("✔")));
        bool lossCurve = false;
        for (const CurveInfo& curve : listCurves(*window.currentCase()))
            if (curve.kind == QLatin1String("loss")) {
                lossCurve = true;
                QCOMPARE(curvePoints(*window.currentCase(), curve.id).size(), size_t(16));
            }
        QVERIFY(lossCurve);
    }

    void aFolderUnembedDoesNotKnowIsRefused() {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.createCase(dir.filePath(QStringLiteral("refuse.unembed"))));
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
        QVERIFY(window.modelsView()->registerFolder(dir.path()) != 0);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 20000);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("not a model folder")));
        QCOMPARE(window.modelsView()->table()->rowCount(), 0);
    }

    // The demo's alignment map pairs with the victim it reads (victim-bert) and with the
    // attackers trained for the space it maps into (the first victim's), and with nothing else.
    void mapsPairWithTheirVictimAndAttackers() {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.createCase(dir.filePath(QStringLiteral("maps.unembed"))));
        ModelsView* view = window.modelsView();
        const QString pack = QStringLiteral(UNEMBED_DEMO_PACK);
        for (const QString& folder :
             {QStringLiteral("/maps/victim-bert-1000-pairs"), QStringLiteral("/victim-bert"),
              QStringLiteral("/victim"), QStringLiteral("/geia")})
            waitForJob(window, [&] { return view->registerFolder(pack + folder); });
        const std::vector<ModelInfo> models = listModels(*window.currentCase());
        const ModelInfo* map = byName(models, QStringLiteral("victim-bert-1000-pairs"));
        const ModelInfo* bert = byName(models, QStringLiteral("victim-bert"));
        const ModelInfo* victim = byName(models, QStringLiteral("victim"));
        const ModelInfo* geia = byName(models, QStringLiteral("geia"));
        QVERIFY(map && bert && victim && geia);
        QCOMPARE(map->family, QStringLiteral("alignment-map"));
        QCOMPARE(view->checkPair(bert->id, map->id),
                 QStringLiteral("✔ victim-bert-1000-pairs maps the vectors of victim-bert "
                                "(dimension 128) into the space of victim (dimension 256): attack "
                                "this victim through it with attackers trained against victim."));
        QCOMPARE(view->checkPair(map->id, geia->id),
                 QStringLiteral("✔ geia was trained against victim, the space "
                                "victim-bert-1000-pairs maps into: it attacks the vectors of "
                                "victim-bert through the map."));
        QCOMPARE(view->checkPair(map->id, victim->id),
                 QStringLiteral("✘ victim-bert-1000-pairs reads vectors of victim-bert (dimension "
                                "128), not of victim (dimension 256)."));
        // Without the map, the first victim's attacker cannot read victim-bert's vectors.
        QVERIFY(view->checkPair(geia->id, bert->id).startsWith(QStringLiteral("✘")));
    }

    // A checkpoint in the vec2text library's layout registers as it is (its T5 backbone set as
    // the Vec2Text view sets it) and shows as Vec2Text with its victim; Check Pair against a
    // victim folder of its dimension but another name warns.
    void publishedVec2TextCheckpointsRegister() {
        const QString published = test::fixture(QStringLiteral("vec2text-published"));
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.createCase(dir.filePath(QStringLiteral("published.unembed"))));
        QLineEdit* backbone = nullptr;
        for (QLineEdit* field : window.vec2textView()->findChildren<QLineEdit*>())
            if (field->placeholderText().contains(QStringLiteral("vec2text library")))
                backbone = field;
        QVERIFY(backbone);
        backbone->setText(published + QStringLiteral("/backbone"));
        const auto unset = qScopeGuard([backbone] { backbone->clear(); });
        ModelsView* view = window.modelsView();
        for (const QString& name : {QStringLiteral("corrector"), QStringLiteral("victim")})
            waitForJob(window,
                       [&] { return view->registerFolder(published + QLatin1Char('/') + name); });
        QTRY_COMPARE(view->table()->rowCount(), 2);
        const std::vector<ModelInfo> models = listModels(*window.currentCase());
        const ModelInfo* corrector = byName(models, QStringLiteral("corrector"));
        const ModelInfo* victim = byName(models, QStringLiteral("victim"));
        QVERIFY(corrector && victim);
        QCOMPARE(corrector->family, QStringLiteral("vec2text-corrector"));
        QCOMPARE(corrector->victimName, QStringLiteral("st_gtr_like"));
        QCOMPARE(corrector->victimDim, qint64(24));
        const QString checked = view->checkPair(corrector->id, victim->id);
        QVERIFY2(checked.startsWith(QStringLiteral("⚠")) &&
                     checked.contains(QStringLiteral("st_gtr_like")),
                 qPrintable(checked));
    }
};

QTEST_MAIN(TestGuiModelsView)
#include "test_gui_models_view.moc"
